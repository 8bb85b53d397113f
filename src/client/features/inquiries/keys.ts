/**
 * TanStack Query keys of the inquiry data. Everything sits under ['inquiries'], so one invalidation of that
 * prefix refreshes every view of a thread.
 */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  listing: (listingId: number) => ['inquiries', 'listing', listingId] as const,
  buyer: (userId: string) => ['inquiries', 'buyer', userId] as const,
  seller: (sellerId: string) => ['inquiries', 'seller', sellerId] as const,
  unreadCount: (userId: string) => ['inquiries', 'unread-count', userId] as const,
};

/** The rating widget's eligibility depends on the message counts of a thread. */
export const ratingEligibilityKey = (listingId: number) => ['ratings', 'eligibility', listingId] as const;
