import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { FormMessage } from '@client/components/ui/form-message.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { errorText, isApiStatus } from '@client/lib/api.ts';
import { useSchemaForm } from '@client/lib/schema-form.ts';
import { type TwoFactorCodeInput, twoFactorCodeSchema } from '@shared/schemas/two-factor.ts';
import type { Me } from '@shared/schemas/users.ts';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../auth-context.tsx';

/**
 * The second step of signing in with two-factor sign-in: the six-digit code from the authenticator app,
 * or one of the backup codes. An expired step sends the person back to the password.
 */
export function TwoFactorCodeStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: Me) => void;
  onRestart: () => void;
}) {
  const { completeTwoFactor } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(twoFactorCodeSchema, { defaultValues: { code: '' } });

  const onSubmit = async (values: TwoFactorCodeInput) => {
    setServerError(null);
    try {
      onSignedIn(await completeTwoFactor(values));
    } catch (error) {
      setServerError(errorText(error, 'That code did not work. Please try again.'));
      setExpired(isApiStatus(error, 401) && /expired/i.test(errorText(error, '')));
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-5"
      aria-labelledby="two-factor-title"
    >
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id="two-factor-title" className="font-medium">
            Two-factor sign-in
          </h2>
          <p className="text-sm text-muted-foreground">
            Enter the 6-digit code from your authenticator app. No phone at hand? Use one of your backup
            codes.
          </p>
        </div>
      </div>

      <FormAlert tone="error">{serverError}</FormAlert>

      <div className="flex flex-col gap-2">
        <Label htmlFor="two-factor-code">Authentication code</Label>
        <Input
          id="two-factor-code"
          autoComplete="one-time-code"
          autoFocus
          spellCheck={false}
          placeholder="123456"
          className="font-mono tracking-widest"
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? 'two-factor-code-error' : undefined}
          {...register('code', { onChange: () => setServerError(null) })}
        />
        <FormMessage id="two-factor-code-error">{errors.code?.message}</FormMessage>
      </div>

      {expired ? (
        <Button type="button" size="lg" className="w-full" onClick={onRestart}>
          Sign in again
        </Button>
      ) : (
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              Checking...
            </>
          ) : (
            'Verify and sign in'
          )}
        </Button>
      )}
      <Button type="button" variant="ghost" onClick={onRestart}>
        Back to email and password
      </Button>
    </form>
  );
}
