import { useAuth } from '@client/features/auth/index.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { RealtimeContext, type RealtimeStatus } from './context.ts';

/**
 * Keeps one Server-Sent Events stream open for the signed-in user (connection.ts), so conversations, the
 * unread badge and watch notices update without a reload. The stream's code loads only once someone is
 * signed in: a first visit's script does not carry it.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const [status, setStatus] = useState<RealtimeStatus>('idle');

  useEffect(() => {
    if (!userId) {
      setStatus('idle');
      return;
    }
    let disposed = false;
    let close: (() => void) | undefined;
    void import('./connection.ts').then(({ openRealtime }) => {
      if (!disposed) close = openRealtime(queryClient, setStatus);
    });
    return () => {
      disposed = true;
      close?.();
    };
  }, [userId, queryClient]);

  return <RealtimeContext value={status}>{children}</RealtimeContext>;
}
