import { errorText } from '@client/lib/api.ts';
import { useCallback, useRef, useState } from 'react';

/** A message the reader sent that the server has not confirmed: on its way, or refused (with why). */
export interface Outgoing {
  key: number;
  body: string;
  state: 'sending' | 'failed';
  error?: string;
}

/**
 * The reader's messages on their way: each shows at once as 'Sending...', leaves the list when the server
 * has it (the thread then shows it), and stays as 'Not sent' with a retry when sending failed.
 */
export function useOutgoing(send: (body: string) => Promise<unknown>) {
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const next = useRef(1);

  const attempt = useCallback(
    async (key: number, body: string) => {
      setOutgoing((list) => list.map((o) => (o.key === key ? { key, body, state: 'sending' } : o)));
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
      setOutgoing((list) => [...list, { key, body, state: 'sending' }]);
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
