import { Button } from '@client/components/ui/button.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { PasswordInput } from '@client/features/auth/components/PasswordInput.tsx';
import { changePasswordFormSchema } from '@shared/schemas/account.ts';
import { Link } from 'react-router';
import { useChangePassword } from '../api.ts';
import { AccountSection } from './AccountSection.tsx';
import { SectionOutcome, useSectionForm } from './SectionOutcome.tsx';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function PasswordSection() {
  const change = useChangePassword();
  const { form, outcome, onSubmit, register } = useSectionForm(changePasswordFormSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    fields: FIELDS,
    failure: 'Your password could not be changed.',
    change: async ({ currentPassword, newPassword }, { reset }) => {
      const { message } = await change.mutateAsync({ currentPassword, newPassword });
      reset();
      return message;
    },
  });
  const { errors, isSubmitting } = form.formState;

  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string) => (
    <FormField id={`password-${name}`} label={label} error={errors[name]?.message} required>
      <PasswordInput
        id={`password-${name}`}
        autoComplete={autoComplete}
        {...ariaFor(`password-${name}`, errors[name])}
        {...register(name)}
      />
    </FormField>
  );

  return (
    <AccountSection
      id="password"
      title="Password"
      description={
        <>
          Changing it signs out every other device. Forgotten it?{' '}
          <Link to="/forgot-password" className="text-gold underline underline-offset-4">
            Reset it by e-mail
          </Link>
          .
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <SectionOutcome outcome={outcome} />
        {field('currentPassword', 'Current password', 'current-password')}
        <div className="grid gap-5 sm:grid-cols-2">
          {field('newPassword', 'New password', 'new-password')}
          {field('confirmPassword', 'Confirm new password', 'new-password')}
        </div>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
