import { api } from '@client/lib/api.ts';
import type {
  SavedSearch,
  SavedSearchInput,
  SavedSearchPatch,
  UnsubscribeReply,
} from '@shared/schemas/saved-searches.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The saved-search endpoints (issue "Buyers come back"). */

export const savedSearchKeys = { all: ['saved-searches'] as const };

export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: () => api.get<SavedSearch[]>('/api/saved-searches'),
    enabled,
  });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedSearchInput) => api.post<SavedSearch>('/api/saved-searches', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: SavedSearchPatch }) =>
      api.patch<SavedSearch>(`/api/saved-searches/${id}`, patch),
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.all, (list) =>
        list?.map((s) => (s.id === saved.id ? saved : s)),
      ),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: true }>(`/api/saved-searches/${id}`),
    onSuccess: (_reply, id) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.all, (list) =>
        list?.filter((s) => s.id !== id),
      ),
  });
}

/** The /unsubscribe page's button: the same endpoint as the e-mail's one-click header. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<UnsubscribeReply>(`/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`, {}),
  });
}
