import { errorText } from '@client/lib/api.ts';
import type { SupportMessage } from '@shared/schemas/support.ts';
import { useCallback, useRef, useState } from 'react';

/** A message the reader sent that the server has not confirmed: on its way, or refused (with why). */
export interface Outgoing {
  key: number;
  body: string;
  state: 'sending' | 'failed';
  error?: string;
  /**
   * The newest message id of the thread when it was sent: a message of the reader's with the same text and
   * a later id is this one, brought by a refetch (the live event of the send itself) before the server's
   * answer to the send arrived.
   */
  after: number;
}

/** What the pairing needs of a thread's message. */
type Sent = Pick<SupportMessage, 'id' | 'body'>;

/**
 * The outgoing messages the thread does not show yet. Each message of the reader's pairs with at most one
 * outgoing one, in order, so the same words sent twice show twice until both have arrived.
 */
export function notYetInThread(outgoing: Outgoing[], mineInThread: Sent[]): Outgoing[] {
  const paired = new Set<number>();
  return outgoing.filter((o) => {
    const arrived = mineInThread.find((m) => m.id > o.after && m.body === o.body && !paired.has(m.id));
    if (arrived) paired.add(arrived.id);
    return !arrived;
  });
}

/**
 * The reader's messages on their way: each shows at once as 'Sending...', leaves the list when the server
 * has it (the thread then shows it: api.ts puts it in the cached page), and stays as 'Not sent' with a
 * retry when sending failed. `newestId` is the newest message id the thread shows now.
 */
export function useOutgoing(send: (body: string) => Promise<unknown>, newestId: number | undefined) {
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const next = useRef(1);
  const newest = useRef(newestId);
  newest.current = newestId;

  const attempt = useCallback(
    async (key: number, body: string) => {
      setOutgoing((list) =>
        list.map((o) => (o.key === key ? { key, body, state: 'sending', after: o.after } : o)),
      );
      try {
        await send(body);
        setOutgoing((list) => list.filter((o) => o.key !== key));
      } catch (error) {
        const why = errorText(error, 'Please check your connection and try again.');
        setOutgoing((list) => list.map((o) => (o.key === key ? { ...o, state: 'failed', error: why } : o)));
      }
    },
    [send],
  );

  /** Queues a message; answers true at once, so the reply box empties while it is on its way. */
  const submit = useCallback(
    async (body: string): Promise<boolean> => {
      const key = next.current++;
      setOutgoing((list) => [...list, { key, body, state: 'sending', after: newest.current ?? 0 }]);
      void attempt(key, body);
      return true;
    },
    [attempt],
  );

  const retry = useCallback(
    (key: number) => {
      const failed = outgoing.find((o) => o.key === key);
      if (failed) void attempt(key, failed.body);
    },
    [outgoing, attempt],
  );

  const discard = useCallback((key: number) => setOutgoing((list) => list.filter((o) => o.key !== key)), []);

  return { outgoing, submit, retry, discard };
}
