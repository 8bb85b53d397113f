import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReplySchema } from '../../../shared/schemas/account.ts';
import { CONTACT_SENT_MESSAGE, contactMessageSchema } from '../../../shared/schemas/contact.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';

/**
 * The Contact page's form: the message goes to the support inbox through the outbox, with the visitor's
 * address to reply to. Nothing is sent to the address typed in the form (anyone could type someone else's),
 * and one network address may send a few messages an hour.
 */
export const contactRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/contact',
      { schema: { body: contactMessageSchema, response: { 200: messageReplySchema, ...errorReplies } } },
      async (request) => {
        await deps.limiter.consume(`contact:ip:${request.ip}`, deps.rateLimits.contactMessagesPerAddress);
        const { firstName, lastName, email, subject, message } = request.body;
        const actor = await request.actor();
        await enqueueEmail(
          deps.db,
          emails.contactMessage(deps.config.supportEmail, {
            name: `${firstName} ${lastName}`,
            email,
            subject,
            message,
            signedInAs: actor?.email ?? null,
          }),
        );
        return { message: CONTACT_SENT_MESSAGE };
      },
    );
  };
