import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { ResetPasswordForm } from '@client/features/account/components/ResetPasswordForm.tsx';
import { AuthCard, AuthFooterLink } from '@client/features/auth/components/AuthCard.tsx';
import { useSearchParams } from 'react-router';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      eyebrow="Account recovery"
      title="Choose a new password"
      description="At least 6 characters. Every device signed in to your account will be signed out."
      footer={<AuthFooterLink to="/forgot-password">Ask for a new link</AuthFooterLink>}
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
