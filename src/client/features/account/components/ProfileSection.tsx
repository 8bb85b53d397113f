import { Button } from '@client/components/ui/button.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ProfileFormInput, profileFormSchema } from '@shared/schemas/account.ts';
import type { Me } from '@shared/schemas/users.ts';
import { useForm } from 'react-hook-form';
import { useUpdateProfile } from '../api.ts';
import { AccountSection } from './AccountSection.tsx';
import { SectionOutcome, useSectionOutcome } from './SectionOutcome.tsx';

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
  const { outcome, clear, submit } = useSectionOutcome();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileValues(user),
  });

  const onSubmit = (values: ProfileFormInput) =>
    submit(
      async () => {
        reset(profileValues(await update.mutateAsync(values)));
        return 'Your profile has been saved.';
      },
      { fields: FIELDS, setError, failure: 'Your profile could not be saved.' },
    );

  return (
    <AccountSection id="profile" title="Profile" description="How other people see you on the marketplace.">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
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
                {...register(field, { onChange: clear })}
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
