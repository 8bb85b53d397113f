import { api } from '@client/lib/api.ts';
import type { MessageReply } from '@shared/schemas/account.ts';
import type { ContactMessage } from '@shared/schemas/contact.ts';

/** The Contact page's message to the support team (POST /api/contact). */
export const sendContactMessage = (message: ContactMessage) =>
  api.post<MessageReply>('/api/contact', message);
