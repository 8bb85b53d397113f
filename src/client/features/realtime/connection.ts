import { inquiryKeys } from '@client/features/inquiries/keys.ts';
import { addWatchNotice } from '@client/features/watchlist/index.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeStatus } from './context.ts';
import {
  FALLBACK_POLL_MS,
  invalidationsFor,
  parseRealtimeEvent,
  REALTIME_EVENT_TYPES,
  reconnectDelay,
} from './events.ts';

const EVENTS_URL = '/api/events';

/** Refetches the conversation data that may have missed events (fetched before `before`, when given). */
function refetchConversations(queryClient: QueryClient, before?: number) {
  void queryClient.invalidateQueries(
    {
      queryKey: inquiryKeys.all,
      predicate: before === undefined ? undefined : (query) => query.state.dataUpdatedAt < before,
    },
    // A fetch already under way is answer enough: do not cancel it for another.
    { cancelRefetch: false },
  );
}

/**
 * Opens the signed-in user's Server-Sent Events stream (RealtimeProvider loads this module then) and
 * turns its events into query invalidations, so conversations and the unread badge update without a
 * reload. Answers the function that closes it.
 *
 * - The browser reconnects a dropped stream by itself; every 'ready' after a reconnection refetches the
 *   conversation data, so nothing said while away is missed.
 * - A stream the browser gives up on (a refused or failed response closes it for good) is reopened here
 *   with a growing delay (1 s ... 30 s), and reopened at once when the network comes back.
 * - While the stream is down, the conversation data is refetched every 30 s instead.
 */
export function openRealtime(
  queryClient: QueryClient,
  setStatus: (status: RealtimeStatus) => void,
): () => void {
  let disposed = false;
  let source: EventSource | null = null;
  let attempt = 0;
  let everReady = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;

  const startPolling = () => {
    pollTimer ??= setInterval(() => refetchConversations(queryClient), FALLBACK_POLL_MS);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  if (typeof EventSource === 'undefined') {
    setStatus('unsupported');
    startPolling();
    return stopPolling;
  }

  const connect = () => {
    if (disposed) return;
    const startedAt = Date.now();
    const es = new EventSource(EVENTS_URL, { withCredentials: true });
    source = es;
    setStatus(everReady ? 'reconnecting' : 'connecting');

    es.addEventListener('ready', () => {
      if (disposed) return;
      attempt = 0;
      stopPolling();
      setStatus('open');
      // The first time, only data fetched before the stream started can have missed something; after a
      // reconnection, anything may have.
      refetchConversations(queryClient, everReady ? undefined : startedAt);
      everReady = true;
    });

    for (const type of REALTIME_EVENT_TYPES) {
      es.addEventListener(type, (message) => {
        const event = parseRealtimeEvent(type, (message as MessageEvent<string>).data);
        if (!event) return;
        for (const queryKey of invalidationsFor(event)) void queryClient.invalidateQueries({ queryKey });
        // A watched car's price dropped or it left the market: the header's Watchlist link says so.
        if (event.type === 'watch') addWatchNotice();
      });
    }

    es.onerror = () => {
      if (disposed || source !== es) return;
      setStatus('reconnecting');
      startPolling();
      if (es.readyState === EventSource.CLOSED) {
        es.close();
        source = null;
        clearTimeout(retryTimer);
        retryTimer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      }
    };
  };

  const reconnectNow = () => {
    if (disposed) return;
    if (!source || source.readyState === EventSource.CLOSED) {
      clearTimeout(retryTimer);
      source?.close();
      source = null;
      connect();
    }
    refetchConversations(queryClient);
  };

  connect();
  window.addEventListener('online', reconnectNow);

  return () => {
    disposed = true;
    window.removeEventListener('online', reconnectNow);
    clearTimeout(retryTimer);
    stopPolling();
    source?.close();
    source = null;
  };
}
