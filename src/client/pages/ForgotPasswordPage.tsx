import { ForgotPasswordForm } from '@client/features/account/components/ForgotPasswordForm.tsx';
import { AuthCard } from '@client/features/auth/components/AuthCard.tsx';
import { Link } from 'react-router';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      eyebrow="Account recovery"
      title="Forgot your password?"
      description="Enter your account's e-mail address and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link
            to="/login"
            className="font-medium text-gold underline decoration-gold/50 underline-offset-4 hover:decoration-gold"
          >
            Sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
