import { toast } from '@client/components/ui/toaster.tsx';
import { ApiError } from '@client/lib/api.ts';
import { setServerFieldErrors } from '@client/lib/form-errors.ts';
import { useSchemaForm } from '@client/lib/schema-form.ts';
import type { KYC_APPLICATION_TYPES } from '@shared/domain/identity.ts';
import { type KycApplication, kycApplicationSchema } from '@shared/schemas/kyc.ts';
import type { Me } from '@shared/schemas/users.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { kycKeys, submitKycApplication } from './api.ts';
import {
  IDENTITY_FORM_FIELDS,
  type IdentityFormField,
  identityApplication,
  identityError,
  identityFormDefaults,
} from './kyc-form.ts';

/**
 * An identity application form (react-hook-form over the shared schema) and its submission. Submitting is
 * offered once every `required` field is filled and its documents are uploaded; the server's field errors go
 * under their fields.
 */
export function useIdentityForm(
  user: Me,
  applicationType: (typeof KYC_APPLICATION_TYPES)[number],
  options: {
    required: readonly IdentityFormField[];
    onSubmitted: (application: KycApplication) => void;
    /** `refresh` reloads the person's applications. */
    onFailed: (error: unknown, refresh: () => Promise<void>) => void | Promise<void>;
  },
) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(kycApplicationSchema, {
    toRequest: identityApplication(applicationType),
    defaultValues: identityFormDefaults(user),
  });
  const values = useWatch({ control: form.control });
  const ready = options.required.every((field) => {
    const value = values[field];
    return typeof value === 'string' ? value.trim() !== '' : value?.status === 'done';
  });
  const uploading = IDENTITY_FORM_FIELDS.some((field) => {
    const value = values[field];
    return typeof value === 'object' && value.status === 'uploading';
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: kycKeys.all });

  const send = form.handleSubmit(
    async (input) => {
      try {
        const application = await submitKycApplication(input);
        await refresh();
        options.onSubmitted(application);
      } catch (error) {
        if (error instanceof ApiError) {
          setServerFieldErrors(error.fieldErrors, IDENTITY_FORM_FIELDS, form.setError);
        }
        await options.onFailed(error, refresh);
      }
    },
    () => toast.error('Validation Error', { description: 'Please fill in all required fields correctly.' }),
  );
  const { isSubmitting } = form.formState;

  return {
    form,
    err: (field: IdentityFormField) => identityError(form.formState.errors, field),
    ready,
    uploading,
    submitting: isSubmitting,
    submit: (event: FormEvent<HTMLFormElement>) => {
      if (!ready || isSubmitting) {
        event.preventDefault();
        return;
      }
      void send(event);
    },
  };
}
