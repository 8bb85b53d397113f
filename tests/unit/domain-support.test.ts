import { describe, expect, it } from 'vitest';
import {
  answersSupportChat,
  emailsSupportReply,
  opensSupportConversation,
  SUPPORT_QUIET_SPELL_MINUTES,
  SUPPORT_REPLY_EMAIL_INTERVAL_MINUTES,
  usesSupportChat,
} from '../../src/shared/domain/support.ts';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('support chat rules', () => {
  it('customers and dealers chat with support; administrators answer', () => {
    expect([1, 2, 3].map((roleId) => usesSupportChat({ roleId }))).toEqual([true, true, false]);
    expect([1, 2, 3].map((role_id) => answersSupportChat({ role_id }))).toEqual([false, false, true]);
    expect(usesSupportChat(null)).toBe(false);
  });

  it('a message opens a conversation when it is the first, or after a quiet spell', () => {
    expect(opensSupportConversation(null, now)).toBe(true);
    expect(opensSupportConversation(ago(SUPPORT_QUIET_SPELL_MINUTES - 1), now)).toBe(false);
    expect(opensSupportConversation(ago(SUPPORT_QUIET_SPELL_MINUTES), now)).toBe(true);
  });

  it('a reply e-mails the customer once per interval, unless they read the thread since', () => {
    const interval = SUPPORT_REPLY_EMAIL_INTERVAL_MINUTES;
    expect(emailsSupportReply({ lastEmailedAt: null, customerReadAt: null }, now)).toBe(true);
    expect(emailsSupportReply({ lastEmailedAt: ago(interval - 1), customerReadAt: null }, now)).toBe(false);
    expect(emailsSupportReply({ lastEmailedAt: ago(interval), customerReadAt: null }, now)).toBe(true);
    expect(emailsSupportReply({ lastEmailedAt: ago(10), customerReadAt: ago(5) }, now)).toBe(true);
    expect(emailsSupportReply({ lastEmailedAt: ago(10), customerReadAt: ago(15) }, now)).toBe(false);
  });
});
