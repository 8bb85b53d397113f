import { api } from '@client/lib/api.ts';
import type { KycDecision } from '@shared/domain/identity.ts';
import type { KycApplication } from '@shared/schemas/kyc.ts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayCount } from './format.ts';

/** The /api/admin endpoints. Every query here is enabled only for administrators (spec section 6). */

export interface PendingListing {
  id: number;
  make: string;
  model: string;
  year: number;
  price: number | string;
  currency: string;
  location: string;
  imageUrls: string[];
  createdAt: string;
  sellerId: string;
  seller: {
    username: string | null;
    email: string;
    firstName: string | null;
    lastName: string | null;
    roleId: number;
  };
}

export interface UnverifiedSeller {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string;
  roleId: number;
  isDealer: boolean;
  dealershipName: string | null;
  createdAt: string;
}

export interface AdminAnalytics {
  totalUsers: number;
  totalListings: number;
  totalInquiries: number;
  verifiedSellers: number;
  listingsByStatus: { status: string; count: number }[];
  newUsersPerDay: DayCount[];
  newListingsPerDay: DayCount[];
  inquiriesPerDay: DayCount[];
  revenue: { currency: string; total: number; perDay: { day: string; amount: number }[] };
}

export interface KycApplicant {
  id: string;
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  roleId: number;
}

export interface PendingKycApplication extends KycApplication {
  applicant: KycApplicant;
}

export interface AuditEntry {
  id: number;
  adminId: string | null;
  adminEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: unknown;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

export interface SystemStatus {
  database: { ok: boolean; kind: string; latencyMs: number };
  uptimeSeconds: number;
  requests: number;
  requestsPerMinute: number;
  clientErrorRate: number;
  serverErrorRate: number;
  memory: { rssMb: number; heapUsedMb: number };
  outboxBacklog: number | null;
  node: string;
}

export const adminKeys = {
  all: ['admin'] as const,
  pendingListings: ['admin', 'pending-listings'] as const,
  unverifiedSellers: ['admin', 'unverified-sellers'] as const,
  analytics: ['admin', 'analytics'] as const,
  kycPending: ['admin', 'kyc', 'pending'] as const,
  auditLog: ['admin', 'audit-log'] as const,
  systemStatus: ['admin', 'system-status'] as const,
  health: ['admin', 'health'] as const,
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
