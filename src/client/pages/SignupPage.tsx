import { AuthCard, AuthFooterLink } from '@client/features/auth/components/AuthCard.tsx';
import { SignupForm } from '@client/features/auth/components/SignupForm.tsx';

export default function SignupPage() {
  return (
    <AuthCard
      wide
      eyebrow="Join the marketplace"
      title="Create Your Account"
      description="Buy with confidence, or list your vehicle with a global audience of serious buyers."
      footer={
        <>
          Already have an account? <AuthFooterLink to="/login">Sign in</AuthFooterLink>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
