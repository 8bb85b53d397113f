import { sellerKeys } from '@client/features/seller/api.ts';
import { ApiError, api } from '@client/lib/api.ts';
import { uploadWithProgress } from '@client/lib/upload.ts';
import type { PlanId } from '@shared/domain/plans.ts';
import type { ImportReport, MySubscription, PlanReply } from '@shared/schemas/plans.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The dealer's plan and inventory import endpoints (issue 18). */

export const businessKeys = {
  plans: ['plans'] as const,
  mine: ['plans', 'mine'] as const,
};

export function usePlans() {
  return useQuery({
    queryKey: businessKeys.plans,
    queryFn: ({ signal }) => api.get<PlanReply[]>('/api/plans', signal),
  });
}

export function useMySubscription() {
  return useQuery({
    queryKey: businessKeys.mine,
    queryFn: ({ signal }) => api.get<MySubscription>('/api/plans/mine', signal),
    refetchOnMount: 'always',
  });
}

/**
 * Subscribe to or switch to a paid plan, or cancel (plan null). A switch may pause listings over the new
 * limit or bring paused ones back, so the dashboard's listings are asked again.
 */
export function useChangePlan(sellerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId | null) =>
      plan
        ? api.post<MySubscription>('/api/plans/subscribe', { plan })
        : api.post<MySubscription>('/api/plans/cancel'),
    onSuccess: (mine) => {
      client.setQueryData(businessKeys.mine, mine);
      return client.invalidateQueries({ queryKey: sellerKeys.listings(sellerId) });
    },
  });
}

export const TEMPLATE_URL = '/api/listings/import/template';

export function useImportInventory(sellerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return uploadWithProgress<ImportReport>('/api/listings/import', body);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sellerKeys.listings(sellerId) }),
        client.invalidateQueries({ queryKey: businessKeys.mine }),
      ]),
  });
}

/** The server's "Your plan allows N listings" refusal: the dashboard offers the upgrade. */
export const isPlanLimit = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && /^Your plan allows/.test(error.serverMessage ?? '');

/** The dashboard tab with the plans. */
export const PLANS_TAB_URL = '/seller-dashboard?tab=business';
