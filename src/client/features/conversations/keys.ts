/**
 * TanStack Query keys of the conversation data. Everything sits under ['inquiries'] (the listing page's own
 * inquiry queries too), so one invalidation of that prefix refreshes every view of a conversation.
 */
export const conversationKeys = {
  all: ['inquiries'] as const,
  buyer: (userId: string) => ['inquiries', 'buyer', userId] as const,
  seller: (sellerId: string) => ['inquiries', 'seller', sellerId] as const,
  unreadCount: (userId: string) => ['inquiries', 'unread-count', userId] as const,
};

/** The rating widget's eligibility depends on the message counts of a conversation. */
export const ratingEligibilityKey = (listingId: number) => ['ratings', 'eligibility', listingId] as const;
