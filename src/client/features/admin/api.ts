import { api } from '@client/lib/api.ts';
import type { KycDecision } from '@shared/domain/identity.ts';
import type { AdminAnalytics, AuditPage, SystemStatus } from '@shared/schemas/admin.ts';
import type { AdminUsersPage } from '@shared/schemas/admin-users.ts';
import type { KycApplication, PendingKycApplication } from '@shared/schemas/kyc.ts';
import type { PendingListing } from '@shared/schemas/listings.ts';
import type { HeldRating } from '@shared/schemas/ratings.ts';
import type { UnverifiedSeller } from '@shared/schemas/users.ts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/** The /api/admin endpoints. Every query here is enabled only for administrators (spec section 6). */

/** The replies' types, inferred from the contracts the server serializes them with. */
export type { AdminAnalytics, PendingKycApplication, PendingListing, UnverifiedSeller };

export const adminKeys = {
  all: ['admin'] as const,
  pendingListings: ['admin', 'pending-listings'] as const,
  unverifiedSellers: ['admin', 'unverified-sellers'] as const,
  analytics: ['admin', 'analytics'] as const,
  kycPending: ['admin', 'kyc', 'pending'] as const,
  heldRatings: ['admin', 'ratings', 'held'] as const,
  auditLog: ['admin', 'audit-log'] as const,
  systemStatus: ['admin', 'system-status'] as const,
  health: ['admin', 'health'] as const,
  users: (q: string, page: number) => ['admin', 'users', q, page] as const,
};

export const AUDIT_PAGE_SIZE = 25;

export function usePendingListings(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.pendingListings,
    queryFn: ({ signal }) => api.get<PendingListing[]>('/api/admin/pending-listings', signal),
    enabled,
  });
}

export function useUnverifiedSellers(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.unverifiedSellers,
    queryFn: ({ signal }) => api.get<UnverifiedSeller[]>('/api/admin/unverified-sellers', signal),
    enabled,
  });
}

export function useAdminAnalytics(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.analytics,
    queryFn: ({ signal }) => api.get<AdminAnalytics>('/api/admin/analytics', signal),
    enabled,
  });
}

export function usePendingKyc(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.kycPending,
    queryFn: ({ signal }) => api.get<PendingKycApplication[]>('/api/admin/kyc/pending', signal),
    enabled,
  });
}

/** Ratings held because they may come from the seller themselves, oldest first. */
export function useHeldRatings(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.heldRatings,
    queryFn: ({ signal }) => api.get<HeldRating[]>('/api/admin/ratings/held', signal),
    enabled,
  });
}

export function useAuditLog(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: adminKeys.auditLog,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api.get<AuditPage>(`/api/admin/audit-log?${params}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** The real figures; fresh each time the tab is shown (they change by the second). */
export function useSystemStatus(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.systemStatus,
    queryFn: ({ signal }) => api.get<SystemStatus>('/api/admin/system-status', signal),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** GET /api/health: 'ok' or a failure (503 when the database is unreachable). */
export function useHealth(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.health,
    queryFn: ({ signal }) => api.get<{ status: string }>('/api/health', signal),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** After any decision: the queues, the counts and the log change; public listings may too. */
function useAdminMutation<TVars>(mutationFn: (vars: TVars) => Promise<unknown>, extraKeys: string[][] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all(
        [adminKeys.all, ...extraKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

const listingKeys = [['listings']];

export const useApproveListing = () =>
  useAdminMutation((id: number) => api.post(`/api/admin/approve-listing/${id}`), listingKeys);

export const useRejectListing = () =>
  useAdminMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      api.post(`/api/admin/reject-listing/${id}`, { reason }),
    listingKeys,
  );

export const useVerifySeller = () =>
  useAdminMutation((id: string) => api.post(`/api/admin/verify-seller/${encodeURIComponent(id)}`));

export const useRejectSeller = () =>
  useAdminMutation(({ id, reason }: { id: string; reason: string }) =>
    api.post(`/api/admin/reject-seller/${encodeURIComponent(id)}`, { reason }),
  );

export const useReviewKyc = () =>
  useAdminMutation(({ id, status, reviewNotes }: { id: number; status: KycDecision; reviewNotes?: string }) =>
    api.patch<KycApplication>(`/api/admin/kyc/${id}/status`, {
      status,
      ...(reviewNotes ? { reviewNotes } : {}),
    }),
  );

/** A released or removed rating changes its seller's public summary. */
const ratingKeys = [['ratings'], ...listingKeys];

export const useReleaseRating = () =>
  useAdminMutation((id: number) => api.post(`/api/admin/ratings/${id}/release`), ratingKeys);

export const useRemoveRating = () =>
  useAdminMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      api.post(`/api/admin/ratings/${id}/remove`, { reason }),
    ratingKeys,
  );

/** The Users tab: accounts matching a word (name, e-mail, username), 20 a page. */
export function useAdminUsers(q: string, page: number) {
  const params = new URLSearchParams({ page: String(page), ...(q ? { q } : {}) });
  return useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: ({ signal }) => api.get<AdminUsersPage>(`/api/admin/users?${params}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** A suspension hides or restores the account's listings. */
export const useSuspendUser = () =>
  useAdminMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      api.post(`/api/admin/users/${encodeURIComponent(id)}/suspend`, { reason }),
    listingKeys,
  );

export const useUnsuspendUser = () =>
  useAdminMutation(
    (id: string) => api.post(`/api/admin/users/${encodeURIComponent(id)}/unsuspend`),
    listingKeys,
  );
