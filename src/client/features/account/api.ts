import { meQueryKey } from '@client/features/auth/api.ts';
import { api, apiRequest } from '@client/lib/api.ts';
import type { AccountExport } from '@shared/schemas/account-data.ts';
import type { TwoFactorSetup, TwoFactorStatus } from '@shared/schemas/two-factor.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Fetchers and mutations of two-factor sign-in, the data export and deleting the account. */

/** Two-factor changes the session (the server replaces it): who is signed in is asked again. */
function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryKey });
}

export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => api.post<TwoFactorSetup>('/api/auth/two-factor/enable', { password }),
  });
}

export function useConfirmTwoFactor() {
  const refresh = useRefreshMe();
  return useMutation({
    mutationFn: (code: string) => api.post<TwoFactorStatus>('/api/auth/two-factor/verify', { code }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshMe();
  return useMutation({
    mutationFn: (password: string) => api.post<TwoFactorStatus>('/api/auth/two-factor/disable', { password }),
    onSuccess: refresh,
  });
}

export const fetchAccountExport = () => api.get<AccountExport>('/api/users/me/export');

/** The section reloads the site once it succeeds, so nothing of the old session stays in memory. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<void>('/api/users/me', { method: 'DELETE', body: { password } }),
  });
}
