import { api } from '@client/lib/api.ts';
import { uploadWithProgress } from '@client/lib/upload.ts';
import type { Storefront, StorefrontPatch } from '@shared/schemas/dealers.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Dealer storefronts (issue 18): the public profile, and the dealer's own edits. */

export const dealerKeys = {
  storefront: (id: string) => ['dealers', 'storefront', id] as const,
};

/**
 * The storefront as this visitor sees it. Rendered on the server as an anonymous visitor (no phone or
 * website); once the browser knows someone is signed in, server-rendered queries are asked again
 * (app/server-state.ts), so the contact details appear.
 */
export const storefrontOptions = (id: string) =>
  queryOptions({
    queryKey: dealerKeys.storefront(id),
    queryFn: ({ signal }) => api.get<Storefront>(`/api/dealers/${encodeURIComponent(id)}`, signal),
  });

export const useStorefront = (id: string | undefined) =>
  useQuery({ ...storefrontOptions(id ?? ''), enabled: Boolean(id) });

export function useUpdateStorefront(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: StorefrontPatch) => api.patch<Storefront>('/api/dealers/me', patch),
    onSuccess: (saved) => queryClient.setQueryData(dealerKeys.storefront(id), saved),
  });
}

export function useUploadLogo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('logo', file);
      return uploadWithProgress<Storefront>('/api/dealers/me/logo', body);
    },
    onSuccess: (saved) => queryClient.setQueryData(dealerKeys.storefront(id), saved),
  });
}
