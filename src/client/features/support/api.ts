import { useRealtimeStatus } from '@client/features/realtime/index.ts';
import { api } from '@client/lib/api.ts';
import { SUPPORT_POLL_MS } from '@shared/domain/support.ts';
import type {
  AdminSupportThread,
  SupportInbox,
  SupportMessage,
  SupportThreadPage,
} from '@shared/schemas/support.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportKeys } from './keys.ts';

/**
 * The support chat's data (modules/support). New messages arrive through the live event stream; while it
 * is not open, the open chat refetches every few seconds instead (only while the page is visible).
 */
function usePollUnlessLive(): number | false {
  return useRealtimeStatus() === 'open' ? false : SUPPORT_POLL_MS;
}

export function useOwnSupportThread() {
  const refetchInterval = usePollUnlessLive();
  return useQuery({
    queryKey: supportKeys.own,
    queryFn: ({ signal }) => api.get<SupportThreadPage>('/api/support/messages', signal),
    refetchInterval,
  });
}

/** Older messages of one's own thread, before a message id. */
export const fetchOlderOwnMessages = (before: number) =>
  api.get<SupportThreadPage>(`/api/support/messages?before=${before}`);

/**
 * Adds a message the server confirmed to a cached page (unless a refetch brought it already), so the page
 * holds it in the same tick the 'Sending...' bubble leaves (use-outgoing.ts): never both, never neither.
 */
const withMessage =
  <P extends SupportThreadPage>(message: SupportMessage) =>
  (page: P | undefined) =>
    page && !page.messages.some((m) => m.id === message.id)
      ? { ...page, messages: [...page.messages, message] }
      : page;

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<SupportMessage>('/api/support/messages', { body }),
    // Not awaited: the send is done when the server has the message; the refetch only brings read states.
    onSuccess: (message) => {
      queryClient.setQueryData(supportKeys.own, withMessage<SupportThreadPage>(message));
      void queryClient.invalidateQueries({ queryKey: supportKeys.own });
    },
  });
}

/** Marks messages of one side read in a cached page, so the page shows it before any refetch. */
const markedRead =
  <P extends SupportThreadPage>(fromStaff: boolean) =>
  (page: P | undefined) =>
    page && {
      ...page,
      messages: page.messages.map((m) => (m.fromStaff === fromStaff ? { ...m, read: true } : m)),
    };

export function useMarkOwnSupportRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ updated: number }>('/api/support/read', {}),
    onSuccess: () => queryClient.setQueryData(supportKeys.own, markedRead<SupportThreadPage>(true)),
  });
}

export function useSupportInbox(enabled: boolean) {
  const refetchInterval = usePollUnlessLive();
  return useQuery({
    queryKey: supportKeys.inbox,
    queryFn: ({ signal }) => api.get<SupportInbox>('/api/admin/support/threads', signal),
    enabled,
    refetchInterval: enabled ? refetchInterval : false,
  });
}

export function useCustomerThread(userId: string | null) {
  const refetchInterval = usePollUnlessLive();
  return useQuery({
    queryKey: supportKeys.thread(userId ?? ''),
    queryFn: ({ signal }) => api.get<AdminSupportThread>(`/api/admin/support/threads/${userId}`, signal),
    enabled: userId !== null,
    refetchInterval,
  });
}

/** Older messages of a customer's thread, for the team. */
export const fetchOlderCustomerMessages = (userId: string, before: number) =>
  api.get<AdminSupportThread>(`/api/admin/support/threads/${userId}?before=${before}`);

export function useReplyToCustomer(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<SupportMessage>(`/api/admin/support/threads/${userId}/messages`, { body }),
    onSuccess: (message) => {
      queryClient.setQueryData(supportKeys.thread(userId), withMessage<AdminSupportThread>(message));
      void queryClient.invalidateQueries({ queryKey: supportKeys.all });
    },
  });
}

export function useMarkCustomerThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.post<{ updated: number }>(`/api/admin/support/threads/${userId}/read`, {}),
    onSuccess: (_, userId) => {
      queryClient.setQueryData(supportKeys.thread(userId), markedRead<AdminSupportThread>(false));
      return queryClient.invalidateQueries({ queryKey: supportKeys.inbox });
    },
  });
}
