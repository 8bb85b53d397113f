import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { FormMessage } from '@client/components/ui/form-message.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { watchPending } from '@client/features/watchlist/api.ts';
import { errorText } from '@client/lib/api.ts';
import { takePostLoginRedirect } from '@client/lib/post-login-redirect.ts';
import { useSchemaForm } from '@client/lib/schema-form.ts';
import { isPendingDealer } from '@shared/domain/access.ts';
import { INVALID_CREDENTIALS, type LoginInput, loginSchema } from '@shared/schemas/auth.ts';
import type { Me } from '@shared/schemas/users.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../auth-context.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import { TwoFactorCodeStep } from './TwoFactorCodeStep.tsx';

const NETWORK_ERROR = "We couldn't reach the server. Please check your connection and try again.";

/** Spec section 2, sign-in. */
export function LoginForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(loginSchema, { defaultValues: { email: '', password: '' } });

  const signedIn = (user: Me) => {
    toast.success('Sign in successful', { description: 'Welcome back!' });
    // A dealer awaiting verification has one thing to do here: their dealer application.
    if (isPendingDealer(user)) return navigate('/register-dealer', { replace: true });
    // A heart pressed before signing in: the car is watched now (features/watchlist).
    void watchPending(queryClient);
    navigate(takePostLoginRedirect() ?? '/', { replace: true });
  };

  // Editing a field clears the failure and re-enables the submit button.
  const clearServerError = () => setServerError(null);

  const onSubmit = async (values: LoginInput) => {
    setServerError(null);
    try {
      const user = await login(values);
      if (!user) {
        setNeedsCode(true);
        return;
      }
      signedIn(user);
    } catch (error) {
      setServerError(error instanceof TypeError ? NETWORK_ERROR : errorText(error, INVALID_CREDENTIALS));
    }
  };

  if (needsCode) return <TwoFactorCodeStep onSignedIn={signedIn} onRestart={() => setNeedsCode(false)} />;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormAlert tone="error">{serverError}</FormAlert>

      <div className="flex flex-col gap-2">
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...register('email', { onChange: clearServerError })}
        />
        <FormMessage id="login-email-error">{errors.email?.message}</FormMessage>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="login-password">Password</Label>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password', { onChange: clearServerError })}
        />
        <FormMessage id="login-password-error">{errors.password?.message}</FormMessage>
        <Link
          to="/forgot-password"
          className="self-end text-sm text-muted-foreground underline decoration-gold/50 underline-offset-4 hover:text-gold"
        >
          Forgot your password?
        </Link>
      </div>

      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting || serverError !== null}>
        {isSubmitting ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Signing in...
          </>
        ) : (
          'Sign In'
        )}
      </Button>
    </form>
  );
}
