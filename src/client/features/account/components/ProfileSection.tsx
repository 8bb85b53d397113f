import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { errorText } from '@client/lib/api.ts';
import { unexplainedAfterFieldErrors } from '@client/lib/form-errors.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ProfileFormInput, profileFormSchema } from '@shared/schemas/account.ts';
import type { Me } from '@shared/schemas/users.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateProfile } from '../api.ts';
import { AccountSection } from './AccountSection.tsx';

const FIELDS = ['firstName', 'lastName', 'username', 'country', 'city'] as const;
const LABELS: Record<(typeof FIELDS)[number], { label: string; autoComplete: string }> = {
  firstName: { label: 'First name', autoComplete: 'given-name' },
  lastName: { label: 'Last name', autoComplete: 'family-name' },
  username: { label: 'Username', autoComplete: 'username' },
  country: { label: 'Country', autoComplete: 'country-name' },
  city: { label: 'City', autoComplete: 'address-level2' },
};

export function ProfileSection({ user }: { user: Me }) {
  const update = useUpdateProfile();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      username: user.username ?? '',
      country: user.country ?? '',
      city: user.city ?? '',
    },
  });

  const onSubmit = async (values: ProfileFormInput) => {
    setOutcome(null);
    try {
      const me = await update.mutateAsync(values);
      reset({
        firstName: me.firstName ?? '',
        lastName: me.lastName ?? '',
        username: me.username ?? '',
        country: me.country ?? '',
        city: me.city ?? '',
      });
      setOutcome({ tone: 'success', text: 'Your profile has been saved.' });
    } catch (error) {
      if (unexplainedAfterFieldErrors(error, FIELDS, setError))
        setOutcome({ tone: 'error', text: errorText(error, 'Your profile could not be saved.') });
    }
  };

  return (
    <AccountSection id="profile" title="Profile" description="How other people see you on the marketplace.">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        <FormAlert tone={outcome?.tone ?? 'success'}>{outcome?.text ?? null}</FormAlert>
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
                {...register(field, { onChange: () => setOutcome(null) })}
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
