import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { VerifyEmail } from '@client/features/account/components/VerifyEmail.tsx';
import { AuthCard, AuthFooterLink } from '@client/features/auth/components/AuthCard.tsx';
import { useSearchParams } from 'react-router';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      eyebrow="Your account"
      title="Confirm your e-mail"
      description="Confirming your address lets you list vehicles and apply for verification."
      footer={<AuthFooterLink to="/account">Account settings</AuthFooterLink>}
    >
      {token ? (
        <VerifyEmail token={token} />
      ) : (
        <FormAlert tone="error">This page needs the link from your e-mail. Open the link again.</FormAlert>
      )}
    </AuthCard>
  );
}
