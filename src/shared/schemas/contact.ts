import { z } from 'zod';
import { LIMITS } from '../constants.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** POST /api/contact: the Contact page's form (spec section 2), sent to the support inbox. */
export const contactMessageSchema = z.object({
  firstName: text('First name', 100),
  lastName: text('Last name', 100),
  email: z.email({ error: 'Please enter a valid email address' }).max(254),
  subject: text('Subject', 200),
  message: text('Message', LIMITS.contactMessageLength),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const CONTACT_SENT_MESSAGE = 'Thank you: your message is with our team, who will reply by e-mail.';
