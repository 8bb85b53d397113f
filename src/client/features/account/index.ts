/** The account feature's public surface: the banner the layout shows while an address is unconfirmed. */
export { default as EmailVerificationBanner } from './components/EmailVerificationBanner.tsx';
export { TwoFactorSetup } from './components/TwoFactorSetup.tsx';
export { DeleteAccountSection } from './delete-account-section.tsx';
export { TwoFactorSection } from './two-factor-section.tsx';
