import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { errorText } from '@client/lib/api.ts';
import { unexplainedAfterFieldErrors } from '@client/lib/form-errors.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEmailInput, changeEmailSchema } from '@shared/schemas/account.ts';
import type { Me } from '@shared/schemas/users.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangeEmail } from '../api.ts';
import { AccountSection } from './AccountSection.tsx';
import { ResendVerificationButton } from './ResendVerificationButton.tsx';

export function EmailSection({ user }: { user: Me }) {
  const change = useChangeEmail();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '' },
  });

  const onSubmit = async (values: ChangeEmailInput) => {
    setOutcome(null);
    try {
      const { message } = await change.mutateAsync(values);
      reset();
      setOutcome({ tone: 'success', text: message });
    } catch (error) {
      if (unexplainedAfterFieldErrors(error, ['newEmail'], setError))
        setOutcome({ tone: 'error', text: errorText(error, 'Your address could not be changed.') });
    }
  };

  return (
    <AccountSection
      id="email"
      title="E-mail address"
      description="Where we send messages about your account. A new address is used once you confirm it from a link we send there."
    >
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <span className="break-all text-foreground">{user.email}</span>
        {user.emailVerified ? (
          <Badge variant="success">Confirmed</Badge>
        ) : (
          <>
            <Badge variant="destructive">Not confirmed</Badge>
            <ResendVerificationButton />
          </>
        )}
      </div>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <FormAlert tone={outcome?.tone ?? 'success'}>{outcome?.text ?? null}</FormAlert>
        <FormField id="email-new" label="New e-mail address" error={errors.newEmail?.message} required>
          <Input
            id="email-new"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...ariaFor('email-new', errors.newEmail)}
            {...register('newEmail', { onChange: () => setOutcome(null) })}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Change e-mail address'}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
