import { ForgotPasswordForm } from '@client/features/account/components/ForgotPasswordForm.tsx';
import { AuthCard, AuthFooterLink } from '@client/features/auth/components/AuthCard.tsx';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      eyebrow="Account recovery"
      title="Forgot your password?"
      description="Enter your account's e-mail address and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it? <AuthFooterLink to="/login">Sign in</AuthFooterLink>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
