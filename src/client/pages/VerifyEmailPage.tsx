import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { VerifyEmail } from '@client/features/account/components/VerifyEmail.tsx';
import { AuthCard } from '@client/features/auth/components/AuthCard.tsx';
import { Link, useSearchParams } from 'react-router';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      eyebrow="Your account"
      title="Confirm your e-mail"
      description="Confirming your address lets you list vehicles and apply for verification."
      footer={
        <Link
          to="/account"
          className="font-medium text-gold underline decoration-gold/50 underline-offset-4 hover:decoration-gold"
        >
          Account settings
        </Link>
      }
    >
      {token ? (
        <VerifyEmail token={token} />
      ) : (
        <FormAlert tone="error">This page needs the link from your e-mail. Open the link again.</FormAlert>
      )}
    </AuthCard>
  );
}
