import { describe, expect, it } from 'vitest';
import {
  formatFullDate,
  formatListDate,
  formatMessageTime,
} from '../../src/client/features/inquiries/dates.ts';
import { canSendReply, replyKeyAction, replyPayloadText } from '../../src/client/features/inquiries/reply.ts';

describe('reply box rules', () => {
  it('never sends blank text, nor while a reply is on its way', () => {
    expect(canSendReply('', false)).toBe(false);
    expect(canSendReply('   \n\t ', false)).toBe(false);
    expect(canSendReply('Thanks!', false)).toBe(true);
    expect(canSendReply('Thanks!', true)).toBe(false);
  });

  it('sends on Enter, keeps Shift+Enter and composition for the textarea', () => {
    expect(replyKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(replyKeyAction({ key: 'Enter', shiftKey: true })).toBe('default');
    expect(replyKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('default');
    expect(replyKeyAction({ key: 'a', shiftKey: false })).toBe('default');
  });

  it('trims the message but keeps its inner line breaks', () => {
    expect(replyPayloadText('  Hello\nthere  \n')).toBe('Hello\nthere');
  });
});

describe('conversation dates', () => {
  const now = new Date('2025-06-15T18:00:00Z');

  it('shows the time for today, the day this year, the full date before', () => {
    expect(formatListDate('2025-06-15T09:05:00Z', now, 'UTC')).toBe('9:05 AM');
    expect(formatListDate('2025-03-05T09:05:00Z', now, 'UTC')).toBe('Mar 5');
    expect(formatListDate('2024-03-05T09:05:00Z', now, 'UTC')).toBe('Mar 5, 2024');
  });

  it('uses the reader’s time zone for “today”', () => {
    // 23:30 UTC on the 14th is already 08:30 on the 15th in Tokyo, where 10:00 UTC on the 15th is 19:00.
    const morning = new Date('2025-06-15T10:00:00Z');
    expect(formatListDate('2025-06-14T23:30:00Z', morning, 'Asia/Tokyo')).toBe('8:30 AM');
    expect(formatListDate('2025-06-14T23:30:00Z', morning, 'UTC')).toBe('Jun 14');
  });

  it('gives bubbles a day and time', () => {
    expect(formatMessageTime('2025-03-05T15:04:00Z', now, 'UTC')).toBe('Mar 5, 3:04 PM');
    expect(formatMessageTime('2023-03-05T15:04:00Z', now, 'UTC')).toBe('Mar 5, 2023, 3:04 PM');
    expect(formatFullDate('2025-03-05T15:04:00Z', 'UTC')).toBe('Mar 5, 2025, 3:04 PM');
  });

  it('is empty for a bad date', () => {
    expect(formatListDate('not a date', now)).toBe('');
    expect(formatMessageTime('', now)).toBe('');
  });
});
