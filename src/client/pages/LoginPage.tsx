import { AuthCard } from '@client/features/auth/components/AuthCard.tsx';
import { LoginForm } from '@client/features/auth/components/LoginForm.tsx';
import { Link } from 'react-router';

export default function LoginPage() {
  return (
    <AuthCard
      eyebrow="Welcome back"
      title="Sign In"
      description="Access your saved conversations, listings and account."
      footer={
        <>
          Don't have an account?{' '}
          <Link
            to="/signup"
            className="font-medium text-gold underline decoration-gold/50 underline-offset-4 hover:decoration-gold"
          >
            Create one
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
