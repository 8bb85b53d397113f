import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { PasswordInput } from '@client/features/auth/components/PasswordInput.tsx';
import { ApiError, errorText } from '@client/lib/api.ts';
import { useSchemaForm } from '@client/lib/schema-form.ts';
import { type ResetPasswordFormInput, resetPasswordFormSchema } from '@shared/schemas/account.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { resetPasswordRequest } from '../api.ts';

/** Chooses a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(resetPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = async ({ password }: ResetPasswordFormInput) => {
    setFailed(null);
    try {
      setDone((await resetPasswordRequest({ token, password })).message);
    } catch (error) {
      const onPassword =
        error instanceof ApiError ? error.fieldErrors.find((e) => e.path === 'password') : undefined;
      if (onPassword) setError('password', { type: 'server', message: onPassword.message });
      else setFailed(errorText(error, 'Your password could not be changed. Please try again.'));
    }
  };

  if (done) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert tone="success">{done}</FormAlert>
        <Button asChild size="lg" className="w-full">
          <Link to="/login">Sign In</Link>
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormAlert tone="error">{failed}</FormAlert>
      {failed ? (
        <Link to="/forgot-password" className="text-sm text-gold underline underline-offset-4">
          Ask for a new link
        </Link>
      ) : null}
      <FormField id="reset-password" label="New password" error={errors.password?.message}>
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          {...ariaFor('reset-password', errors.password)}
          {...register('password', { onChange: () => setFailed(null) })}
        />
      </FormField>
      <FormField id="reset-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id="reset-confirm"
          autoComplete="new-password"
          {...ariaFor('reset-confirm', errors.confirmPassword)}
          {...register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
