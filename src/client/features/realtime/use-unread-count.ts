import { useAuth } from '@client/features/auth/index.ts';
import { inquiryKeys } from '@client/features/inquiries/keys.ts';
import { api } from '@client/lib/api.ts';
import { useQuery } from '@tanstack/react-query';

/**
 * Messages the signed-in user received and has not opened (the header badge). Kept live by the realtime
 * provider, which invalidates it on every message and read receipt. 0 when signed out.
 */
export function useUnreadCount(): number {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const query = useQuery({
    queryKey: inquiryKeys.unreadCount(userId),
    queryFn: ({ signal }) => api.get<{ unread: number }>('/api/inquiries/unread-count', signal),
    enabled: Boolean(user),
    select: (data) => (Number.isFinite(data?.unread) ? data.unread : 0),
  });
  return user ? (query.data ?? 0) : 0;
}
