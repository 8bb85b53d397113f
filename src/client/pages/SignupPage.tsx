import { AuthCard } from '@client/features/auth/components/AuthCard.tsx';
import { SignupForm } from '@client/features/auth/components/SignupForm.tsx';
import { Link } from 'react-router';

export default function SignupPage() {
  return (
    <AuthCard
      wide
      eyebrow="Join the marketplace"
      title="Create Your Account"
      description="Buy with confidence, or list your vehicle with a global audience of serious buyers."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            className="font-medium text-gold underline decoration-gold/50 underline-offset-4 hover:decoration-gold"
          >
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
