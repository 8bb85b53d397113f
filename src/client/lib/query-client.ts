import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: data loads do not retry, do not refetch on interval or focus, and cached data never becomes
 * stale. Mutations do not retry either.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
