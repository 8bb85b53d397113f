import { Button } from '@client/components/ui/button.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { FormMessage } from '@client/components/ui/form-message.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { ApiError, errorText } from '@client/lib/api.ts';
import { setServerFieldErrors } from '@client/lib/form-errors.ts';
import { useSchemaForm } from '@client/lib/schema-form.ts';
import { COUNTRIES, LIMITS } from '@shared/constants.ts';
import { DEALER_CREATED_MESSAGE, type SignupFormInput, signupFormSchema } from '@shared/schemas/auth.ts';
import { Loader2 } from 'lucide-react';
import { Controller, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAuth } from '../auth-context.tsx';
import { PasswordInput } from './PasswordInput.tsx';

type SignupFormOutput = z.output<typeof signupFormSchema>;
type FieldName = FieldPath<SignupFormInput>;

const FIELD_NAMES = [
  'firstName',
  'lastName',
  'username',
  'email',
  'country',
  'city',
  'age',
  'accountType',
  'password',
  'confirmPassword',
] as const satisfies readonly FieldName[];

const CHECK_EMAIL_MESSAGE = 'Please check your email to verify your account before signing in.';

/** Spec section 2, sign-up, with the rules of section 5 (shared signupFormSchema). */
export function SignupForm() {
  const { register: registerAccount } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(signupFormSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      country: '',
      city: '',
      age: String(LIMITS.ageDefault),
      accountType: 'customer',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = async (values: SignupFormOutput) => {
    const { email, password, confirmPassword: _confirm, ...userData } = values;
    try {
      const result = await registerAccount({ email, password, userData });
      if (result.needsVerification && result.sessionUser) {
        // A dealer: the dealer application comes before anything else.
        toast.success(DEALER_CREATED_MESSAGE);
        navigate('/register-dealer');
      } else if (result.sessionUser) {
        toast.success(`Welcome! Your ${userData.accountType} account has been created`);
        navigate('/');
      } else {
        toast(CHECK_EMAIL_MESSAGE);
        navigate('/login');
      }
    } catch (error) {
      if (error instanceof ApiError) {
        setServerFieldErrors(error.fieldErrors, FIELD_NAMES, setError);
        // A conflict names the taken value in its message: show it under that field as well.
        if (error.status === 409 && error.serverMessage) {
          const lower = error.serverMessage.toLowerCase();
          if (lower.includes('email')) setError('email', { type: 'server', message: error.serverMessage });
          else if (lower.includes('username'))
            setError('username', { type: 'server', message: error.serverMessage });
        }
      }
      toast.error('Sign up failed', { description: errorText(error, 'Something went wrong') });
    }
  };

  const err = (name: FieldName) => errors[name]?.message;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="signup-first-name" label="First Name" error={err('firstName')}>
          <Input
            id="signup-first-name"
            autoComplete="given-name"
            {...ariaFor('signup-first-name', err('firstName'))}
            {...register('firstName')}
          />
        </FormField>
        <FormField id="signup-last-name" label="Last Name" error={err('lastName')}>
          <Input
            id="signup-last-name"
            autoComplete="family-name"
            {...ariaFor('signup-last-name', err('lastName'))}
            {...register('lastName')}
          />
        </FormField>
        <FormField id="signup-username" label="Username" error={err('username')}>
          <Input
            id="signup-username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...ariaFor('signup-username', err('username'))}
            {...register('username')}
          />
        </FormField>
        <FormField id="signup-email" label="Email" error={err('email')}>
          <Input
            id="signup-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...ariaFor('signup-email', err('email'))}
            {...register('email')}
          />
        </FormField>
        <FormField id="signup-country" label="Country" error={err('country')}>
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger
                  id="signup-country"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...ariaFor('signup-country', err('country'))}
                >
                  <SelectValue placeholder="Select your country" />
                </SelectTrigger>
                <SelectContent>
                  {COUNTRIES.map((country) => (
                    <SelectItem key={country} value={country}>
                      {country}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id="signup-city" label="City" error={err('city')}>
          <Input
            id="signup-city"
            autoComplete="address-level2"
            {...ariaFor('signup-city', err('city'))}
            {...register('city')}
          />
        </FormField>
        <FormField id="signup-age" label="Age" error={err('age')}>
          <Input
            id="signup-age"
            type="number"
            inputMode="numeric"
            min={LIMITS.ageMin}
            max={LIMITS.ageMax}
            step={1}
            {...ariaFor('signup-age', err('age'))}
            {...register('age')}
          />
        </FormField>
        <div className="flex flex-col gap-2">
          <span id="signup-dealer-label" className="text-sm leading-none font-medium text-foreground/90">
            Are you a dealer?
          </span>
          <Controller
            control={control}
            name="accountType"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby="signup-dealer-label"
                aria-describedby="signup-dealer-hint"
                value={field.value ?? 'customer'}
                onValueChange={field.onChange}
                name={field.name}
                className="flex h-11 items-center gap-6"
              >
                <div className="flex items-center gap-2.5">
                  <RadioGroupItem id="signup-dealer-no" value="customer" ref={field.ref} />
                  <Label htmlFor="signup-dealer-no" className="cursor-pointer font-normal">
                    No
                  </Label>
                </div>
                <div className="flex items-center gap-2.5">
                  <RadioGroupItem id="signup-dealer-yes" value="dealer" />
                  <Label htmlFor="signup-dealer-yes" className="cursor-pointer font-normal">
                    Yes
                  </Label>
                </div>
              </RadioGroup>
            )}
          />
          <p id="signup-dealer-hint" className="text-xs text-muted-foreground">
            Dealers continue with a short application (business licence, ID, proof of address) that our team
            reviews.
          </p>
          <FormMessage id="signup-dealer-error">{err('accountType')}</FormMessage>
        </div>
        <FormField id="signup-password" label="Password" error={err('password')}>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            {...ariaFor('signup-password', err('password'))}
            {...register('password')}
          />
        </FormField>
        <FormField id="signup-confirm-password" label="Confirm Password" error={err('confirmPassword')}>
          <PasswordInput
            id="signup-confirm-password"
            autoComplete="new-password"
            {...ariaFor('signup-confirm-password', err('confirmPassword'))}
            {...register('confirmPassword')}
          />
        </FormField>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Creating account...
          </>
        ) : (
          'Create Account'
        )}
      </Button>
    </form>
  );
}
