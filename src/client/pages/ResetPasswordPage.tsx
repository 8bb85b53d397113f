import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { ResetPasswordForm } from '@client/features/account/components/ResetPasswordForm.tsx';
import { AuthCard } from '@client/features/auth/components/AuthCard.tsx';
import { Link, useSearchParams } from 'react-router';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      eyebrow="Account recovery"
      title="Choose a new password"
      description="At least 6 characters. Every device signed in to your account will be signed out."
      footer={
        <Link
          to="/forgot-password"
          className="font-medium text-gold underline decoration-gold/50 underline-offset-4 hover:decoration-gold"
        >
          Ask for a new link
        </Link>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <FormAlert tone="error">
          This page needs the link from your e-mail. Open the link again, or ask for a new one.
        </FormAlert>
      )}
    </AuthCard>
  );
}
