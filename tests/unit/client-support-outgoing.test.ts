import { notYetInThread, type Outgoing } from '@client/features/support/use-outgoing.ts';
import { describe, expect, it } from 'vitest';

const sending = (key: number, body: string, after: number): Outgoing => ({
  key,
  body,
  after,
  state: 'sending',
});

describe('notYetInThread: a message on its way shows once, even when the thread has it first', () => {
  it('keeps a message the thread does not have', () => {
    const hello = sending(1, 'Hello', 10);
    expect(notYetInThread([hello], [{ id: 9, body: 'Other' }])).toEqual([hello]);
  });

  it('drops it once a message of the reader with the same words arrives after it was sent', () => {
    expect(notYetInThread([sending(1, 'Hello', 10)], [{ id: 11, body: 'Hello' }])).toEqual([]);
  });

  it('does not take an earlier message with the same words for it', () => {
    const again = sending(1, 'Hello', 10);
    expect(notYetInThread([again], [{ id: 7, body: 'Hello' }])).toEqual([again]);
  });

  it('pairs each arrived message with one sent message: the same words twice show until both arrive', () => {
    const first = sending(1, 'Yes', 10);
    const second = sending(2, 'Yes', 10);
    expect(notYetInThread([first, second], [{ id: 11, body: 'Yes' }])).toEqual([second]);
    expect(
      notYetInThread(
        [first, second],
        [
          { id: 11, body: 'Yes' },
          { id: 12, body: 'Yes' },
        ],
      ),
    ).toEqual([]);
  });

  it('drops a message marked not sent that the server did store (its answer was lost)', () => {
    const lost: Outgoing = { ...sending(1, 'Hello', 10), state: 'failed', error: 'Network error' };
    expect(notYetInThread([lost], [{ id: 11, body: 'Hello' }])).toEqual([]);
  });
});
