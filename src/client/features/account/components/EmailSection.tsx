import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { changeEmailSchema } from '@shared/schemas/account.ts';
import type { Me } from '@shared/schemas/users.ts';
import { useChangeEmail } from '../api.ts';
import { AccountSection } from './AccountSection.tsx';
import { ResendVerificationButton } from './ResendVerificationButton.tsx';
import { SectionOutcome, useSectionForm } from './SectionOutcome.tsx';

export function EmailSection({ user }: { user: Me }) {
  const change = useChangeEmail();
  const { form, outcome, onSubmit, register } = useSectionForm(changeEmailSchema, {
    defaultValues: { newEmail: '' },
    fields: ['newEmail'],
    failure: 'Your address could not be changed.',
    change: async (values, { reset }) => {
      const { message } = await change.mutateAsync(values);
      reset();
      return message;
    },
  });
  const { errors, isSubmitting } = form.formState;

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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <SectionOutcome outcome={outcome} />
        <FormField id="email-new" label="New e-mail address" error={errors.newEmail?.message} required>
          <Input
            id="email-new"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...ariaFor('email-new', errors.newEmail)}
            {...register('newEmail')}
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
