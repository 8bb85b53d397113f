import { isAdmin, type Subject } from './access.ts';

/**
 * The support chat (issue 15, item 10): each signed-in account has one conversation with the support
 * team, whose inbox is the administrators'. The rules of who writes, how much, and when e-mail follows.
 */

/** A chat message: a few paragraphs, not a document (documents go by e-mail). */
export const SUPPORT_MESSAGE_MAX = 2000;
/** Messages a thread page shows at once (newest first, older ones on request). */
export const SUPPORT_PAGE_SIZE = 50;
export const SUPPORT_PAGE_MAX = 100;

/**
 * A customer's message after this long a silence in their thread (or their first ever) e-mails the
 * support address: the team hears of a new conversation, not of every line of one going on.
 */
export const SUPPORT_QUIET_SPELL_MINUTES = 30;

/**
 * A reply from the team e-mails the customer at most once in this many minutes per thread, unless the
 * customer has read the thread since the last e-mail (then the next reply is news again).
 */
export const SUPPORT_REPLY_EMAIL_INTERVAL_MINUTES = 30;

/** The live chat's polling interval when the event stream is not available (client). */
export const SUPPORT_POLL_MS = 5000;

/**
 * Who chats with support: any signed-in account that is not staff (customers, sellers, dealers, a
 * dealer awaiting verification too). Suspended accounts hold no session (access.ts signInRefusal).
 */
export const usesSupportChat = (s: Subject | null | undefined): boolean => s != null && !isAdmin(s);

/** Who answers: the administrators, whose inbox the support chat is. */
export const answersSupportChat = (s: Subject | null | undefined): boolean => isAdmin(s);

export const SUPPORT_STAFF_ONLY_MESSAGE =
  "Administrators answer support chats from the admin panel's Support tab";

const minutes = (n: number) => n * 60_000;

/** Whether a customer's message opens a conversation anew, so the support address is e-mailed. */
export const opensSupportConversation = (previousMessageAt: Date | null, now: Date = new Date()): boolean =>
  previousMessageAt === null ||
  now.getTime() - previousMessageAt.getTime() >= minutes(SUPPORT_QUIET_SPELL_MINUTES);

/**
 * Whether a reply from the team e-mails the customer: no e-mail yet, the last one is older than the
 * interval, or the customer has read the thread since it went out.
 */
export function emailsSupportReply(
  p: { lastEmailedAt: Date | null; customerReadAt: Date | null },
  now: Date = new Date(),
): boolean {
  if (p.lastEmailedAt === null) return true;
  if (p.customerReadAt !== null && p.customerReadAt >= p.lastEmailedAt) return true;
  return now.getTime() - p.lastEmailedAt.getTime() >= minutes(SUPPORT_REPLY_EMAIL_INTERVAL_MINUTES);
}
