import { Button } from '@client/components/ui/button.tsx';
import { FormMessage } from '@client/components/ui/form-message.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { Textarea } from '@client/components/ui/textarea.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { useSchemaForm } from '@client/lib/schema-form.ts';
import type { PersonName } from '@shared/format.ts';
import { inquiryFormSchema } from '@shared/schemas/inquiries.ts';
import { Loader2, Send } from 'lucide-react';
import { useId } from 'react';
import type { z } from 'zod';
import { useCreateInquiry } from '../api.ts';
import { inquiryFailure } from '../outcome.ts';
import { inquirySenderName } from '../sender-name.ts';

type InquiryFormValues = z.infer<typeof inquiryFormSchema>;

/**
 * Spec section 2, inquiry form: the sender's name (read-only), a six-row message of at least ten characters,
 * 'Sending...' while it goes; on success the form resets and `onSent` runs (the modal closes).
 */
export function InquiryForm({
  listingId,
  sender,
  onSent,
  vehicleTitle,
}: {
  listingId: number;
  sender: PersonName | null;
  onSent?: () => void;
  vehicleTitle?: string;
}) {
  const id = useId();
  const inquiry = useCreateInquiry();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSchemaForm(inquiryFormSchema, { defaultValues: { message: '' } });

  const onSubmit = async ({ message }: InquiryFormValues) => {
    try {
      await inquiry.mutateAsync({ listingId, message });
      toast.success('Message Sent', { description: 'Your inquiry has been sent to the seller.' });
      reset();
      onSent?.();
    } catch (error) {
      const failure = inquiryFailure(error);
      if (failure.kind === 'own-listing') toast(failure.title, { description: failure.description });
      else toast.error(failure.title, { description: failure.description });
    }
  };

  const pending = inquiry.isPending;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-sender`}>Your name</Label>
        <Input
          id={`${id}-sender`}
          value={inquirySenderName(sender)}
          readOnly
          aria-readonly="true"
          className="bg-surface-raised text-foreground/85"
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea
          id={`${id}-message`}
          rows={6}
          placeholder={
            vehicleTitle
              ? `I'm interested in the ${vehicleTitle}. Is it still available?`
              : "I'm interested in this vehicle. Is it still available?"
          }
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          {...register('message')}
        />
        <FormMessage id={`${id}-message-error`}>{errors.message?.message}</FormMessage>
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Sending...
          </>
        ) : (
          <>
            <Send aria-hidden="true" />
            Send Message
          </>
        )}
      </Button>
    </form>
  );
}
