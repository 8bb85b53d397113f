import { api } from '@client/lib/api.ts';
import type { ReportAction, ReportReason } from '@shared/domain/report.ts';
import type { AdminReport } from '@shared/schemas/reports.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Reports of listings and conversations, and the administrators' queue (issue 18). */

export const reportKeys = { queue: ['admin', 'reports'] as const };

export interface ReportInput {
  reason: ReportReason;
  details?: string;
}

export const useReportListing = (listingId: number) =>
  useMutation({
    mutationFn: (input: ReportInput) => api.post(`/api/listings/${listingId}/reports`, input),
  });

export const useReportConversation = (conversation: { listingId: number; buyerId: string }) =>
  useMutation({
    mutationFn: (input: ReportInput) => api.post('/api/inquiries/reports', { ...conversation, ...input }),
  });

export function useAdminReports(enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.queue,
    queryFn: ({ signal }) => api.get<AdminReport[]>('/api/admin/reports', signal),
    enabled,
  });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, note }: { id: number; action: ReportAction; note: string }) =>
      api.post<{ status: string; resolved: number }>(`/api/admin/reports/${id}/resolve`, { action, note }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['listings'] }),
      ]);
    },
  });
}
