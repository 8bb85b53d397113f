/** TanStack Query keys of the support chat; everything under ['support'], which a live event refreshes. */
export const supportKeys = {
  all: ['support'] as const,
  own: ['support', 'own'] as const,
  inbox: ['support', 'inbox'] as const,
  thread: (userId: string) => ['support', 'thread', userId] as const,
};
