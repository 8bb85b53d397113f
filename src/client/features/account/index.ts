export { TwoFactorSetup } from './components/TwoFactorSetup.tsx';
export { DeleteAccountSection } from './delete-account-section.tsx';
export { TwoFactorSection } from './two-factor-section.tsx';
