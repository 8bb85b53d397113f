import { Button } from '@client/components/ui/button.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { type ProfileFormInput, profileFormSchema } from '@shared/schemas/account.ts';
import type { Me } from '@shared/schemas/users.ts';
import { useUpdateProfile } from '../api.ts';
import { AccountSection } from './AccountSection.tsx';
import { SectionOutcome, useSectionForm } from './SectionOutcome.tsx';

const FIELDS = ['firstName', 'lastName', 'username', 'country', 'city'] as const;
const LABELS: Record<(typeof FIELDS)[number], { label: string; autoComplete: string }> = {
  firstName: { label: 'First name', autoComplete: 'given-name' },
  lastName: { label: 'Last name', autoComplete: 'family-name' },
  username: { label: 'Username', autoComplete: 'username' },
  country: { label: 'Country', autoComplete: 'country-name' },
  city: { label: 'City', autoComplete: 'address-level2' },
};

/** The form's values for an account: what it has, empty where it has nothing. */
const profileValues = (user: Me): ProfileFormInput =>
  Object.fromEntries(FIELDS.map((field) => [field, user[field] ?? ''])) as ProfileFormInput;

export function ProfileSection({ user }: { user: Me }) {
  const update = useUpdateProfile();
  const { form, outcome, onSubmit, register } = useSectionForm(profileFormSchema, {
    defaultValues: profileValues(user),
    fields: FIELDS,
    failure: 'Your profile could not be saved.',
    change: async (values, { reset }) => {
      reset(profileValues(await update.mutateAsync(values)));
      return 'Your profile has been saved.';
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  return (
    <AccountSection id="profile" title="Profile" description="How other people see you on the marketplace.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <SectionOutcome outcome={outcome} />
        <div className="grid gap-5 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <FormField
              key={field}
              id={`profile-${field}`}
              label={LABELS[field].label}
              error={errors[field]?.message}
              required
              className={field === 'username' ? 'sm:col-span-2' : undefined}
            >
              <Input
                id={`profile-${field}`}
                autoComplete={LABELS[field].autoComplete}
                {...ariaFor(`profile-${field}`, errors[field])}
                {...register(field)}
              />
            </FormField>
          ))}
        </div>
        <div>
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? 'Saving...' : 'Save profile'}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
