/** The account feature's public surface: the banner the layout shows while an address is unconfirmed. */
export { default as EmailVerificationBanner } from './components/EmailVerificationBanner.tsx';
