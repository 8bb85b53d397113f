import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { Textarea } from '@client/components/ui/textarea.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { ApiError, errorText } from '@client/lib/api.ts';
import { setServerFieldErrors } from '@client/lib/form-errors.ts';
import { useSchemaForm } from '@client/lib/schema-form.ts';
import { type ContactMessage, contactMessageSchema } from '@shared/schemas/contact.ts';
import { useState } from 'react';
import { sendContactMessage } from '../api.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

/**
 * The Contact page's form (spec section 2): the message goes to the support team, who reply by e-mail. A
 * signed-in visitor finds their name and address filled in; what they typed stays if sending fails.
 */
export function ContactForm() {
  const { user } = useAuth();
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(contactMessageSchema, {
    values: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      subject: '',
      message: '',
    },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = async (values: ContactMessage) => {
    setFailed(null);
    try {
      setSent((await sendContactMessage(values)).message);
    } catch (error) {
      if (error instanceof ApiError) setServerFieldErrors(error.fieldErrors, FIELDS, setError);
      setFailed(errorText(error, "We couldn't send your message. Please try again."));
    }
  };

  if (sent)
    return (
      <div className="mt-8">
        <FormAlert tone="success">{sent}</FormAlert>
      </div>
    );

  const field = (name: (typeof FIELDS)[number]) => ({
    ...ariaFor(`contact-${name}`, errors[name]),
    ...register(name, { onChange: () => setFailed(null) }),
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="contact-form-title" className="mt-8">
      <FormAlert tone="error">{failed}</FormAlert>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">
        <FormField id="contact-firstName" label="First Name" error={errors.firstName?.message}>
          <Input id="contact-firstName" autoComplete="given-name" {...field('firstName')} />
        </FormField>
        <FormField id="contact-lastName" label="Last Name" error={errors.lastName?.message}>
          <Input id="contact-lastName" autoComplete="family-name" {...field('lastName')} />
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message} className="sm:col-span-2">
          <Input id="contact-email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
        </FormField>
        <FormField
          id="contact-subject"
          label="Subject"
          error={errors.subject?.message}
          className="sm:col-span-2"
        >
          <Input id="contact-subject" {...field('subject')} />
        </FormField>
        <FormField
          id="contact-message"
          label="Message"
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          <Textarea id="contact-message" rows={6} {...field('message')} />
        </FormField>
      </div>
      <Button type="submit" size="lg" className="mt-8 w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
