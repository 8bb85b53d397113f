import { AuthCard, AuthFooterLink } from '@client/features/auth/components/AuthCard.tsx';
import { LoginForm } from '@client/features/auth/components/LoginForm.tsx';

export default function LoginPage() {
  return (
    <AuthCard
      eyebrow="Welcome back"
      title="Sign In"
      description="Access your saved conversations, listings and account."
      footer={
        <>
          Don't have an account? <AuthFooterLink to="/signup">Create one</AuthFooterLink>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
