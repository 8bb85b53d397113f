import { api } from '@client/lib/api.ts';
import type { Inquiry, InquiryWithContext, MarkReadInput, MarkReadReply } from '@shared/schemas/inquiries.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { inquiryKeys, ratingEligibilityKey } from './keys.ts';
import { groupThreads, markThreadSeen, type Thread } from './threads.ts';

/** The inquiry endpoints (spec section 7): contacting a seller, and the threads of both sides. */

export interface ReplyPayload {
  listingId: number;
  buyerId: string;
  sellerId: string;
  senderId: string;
  message: string;
}

/** `senderId` is the other party: whose messages become seen. */
export type MarkReadPayload = MarkReadInput;

const fetchBuyerMessages = (userId: string, signal?: AbortSignal) =>
  api.get<InquiryWithContext[]>(`/api/inquiries/buyer/${encodeURIComponent(userId)}`, signal);
const fetchSellerMessages = (sellerId: string, signal?: AbortSignal) =>
  api.get<InquiryWithContext[]>(`/api/inquiries/seller/${encodeURIComponent(sellerId)}`, signal);

/** Conversations in which the viewer is the buyer (GET /api/inquiries/buyer/{me}), grouped. */
export function useBuyerThreads(userId: string | null | undefined) {
  const select = useCallback(
    (messages: InquiryWithContext[]): Thread[] => groupThreads(messages, userId ?? ''),
    [userId],
  );
  return useQuery({
    queryKey: inquiryKeys.buyer(userId ?? ''),
    queryFn: ({ signal }) => fetchBuyerMessages(userId!, signal),
    enabled: Boolean(userId),
    select,
  });
}

/** Conversations about the seller's listings (GET /api/inquiries/seller/{sellerId}), grouped. */
export function useSellerThreads(sellerId: string | null | undefined, viewerId?: string | null) {
  const viewer = viewerId ?? sellerId ?? '';
  const select = useCallback(
    (messages: InquiryWithContext[]): Thread[] => groupThreads(messages, viewer),
    [viewer],
  );
  return useQuery({
    queryKey: inquiryKeys.seller(sellerId ?? ''),
    queryFn: ({ signal }) => fetchSellerMessages(sellerId!, signal),
    enabled: Boolean(sellerId),
    select,
  });
}

export const sendReply = (payload: ReplyPayload) => api.post<Inquiry>('/api/inquiries', payload);
export const markRead = (payload: MarkReadPayload) =>
  api.post<MarkReadReply>('/api/inquiries/mark-read', payload);

export function useSendReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReply,
    onSuccess: async (_inquiry, { listingId }) => {
      // The stream says so too, but the sender should not wait for it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ratingEligibilityKey(listingId) }),
      ]);
    },
  });
}

/** Marks the other party's messages in one conversation seen; the cached lists follow at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: async ({ updated }, target) => {
      for (const key of [inquiryKeys.buyer(target.buyerId), ['inquiries', 'seller']]) {
        queryClient.setQueriesData<InquiryWithContext[]>({ queryKey: key }, (messages) =>
          messages ? markThreadSeen(messages, target) : messages,
        );
      }
      if (updated > 0) await queryClient.invalidateQueries({ queryKey: ['inquiries', 'unread-count'] });
    },
  });
}

export interface InquiryPayload {
  listingId: number;
  message: string;
}

export const createInquiry = (payload: InquiryPayload) => api.post<Inquiry>('/api/inquiries', payload);

export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    onSuccess: async (_inquiry, { listingId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKeys.listing(listingId) }),
        // A thread's message counts decide whether a rating is possible.
        queryClient.invalidateQueries({ queryKey: ratingEligibilityKey(listingId) }),
      ]);
    },
  });
}
