import { api } from '@client/lib/api.ts';
import type { Inquiry } from '@shared/schemas/inquiries.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The inquiry endpoints the listing detail uses (spec section 7). */

export interface InquiryPayload {
  listingId: number;
  message: string;
}

export const inquiryKeys = {
  all: ['inquiries'] as const,
  listing: (listingId: number) => ['inquiries', 'listing', listingId] as const,
};

export const createInquiry = (payload: InquiryPayload) => api.post<Inquiry>('/api/inquiries', payload);

export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    onSuccess: async (_inquiry, { listingId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKeys.listing(listingId) }),
        // A conversation's message counts decide whether a rating is possible.
        queryClient.invalidateQueries({ queryKey: ['ratings', 'eligibility', listingId] }),
      ]);
    },
  });
}
