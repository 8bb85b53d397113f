import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { errorText } from '@client/lib/api.ts';
import { useSchemaForm } from '@client/lib/schema-form.ts';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@shared/schemas/account.ts';
import { useState } from 'react';
import { forgotPasswordRequest } from '../api.ts';

/** Asks for a reset link; the answer is the same whether or not an account uses the address. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(forgotPasswordSchema, { defaultValues: { email: '' } });

  const onSubmit = async (values: ForgotPasswordInput) => {
    setFailed(null);
    try {
      setSent((await forgotPasswordRequest(values)).message);
    } catch (error) {
      setFailed(errorText(error, "We couldn't send the link. Please try again."));
    }
  };

  if (sent) return <FormAlert tone="success">{sent}</FormAlert>;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormAlert tone="error">{failed}</FormAlert>
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...ariaFor('forgot-email', errors.email)}
          {...register('email', { onChange: () => setFailed(null) })}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
