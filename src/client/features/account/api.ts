import { meQueryKey } from '@client/features/auth/api.ts';
import { api, apiRequest } from '@client/lib/api.ts';
import type {
  AccountSession,
  ChangeEmailInput,
  ChangePasswordInput,
  ForgotPasswordInput,
  MessageReply,
  ProfileUpdateInput,
  ResetPasswordInput,
} from '@shared/schemas/account.ts';
import type { AccountExport } from '@shared/schemas/account-data.ts';
import type { TwoFactorSetup, TwoFactorStatus } from '@shared/schemas/two-factor.ts';
import type { Me } from '@shared/schemas/users.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Fetchers and hooks of account recovery and settings (docs/decisions/0024). */

export const sessionsQueryKey = ['account', 'sessions'] as const;

export const forgotPasswordRequest = (input: ForgotPasswordInput) =>
  api.post<MessageReply>('/api/auth/forgot-password', input);
export const resetPasswordRequest = (input: ResetPasswordInput) =>
  api.post<MessageReply>('/api/auth/reset-password', input);
export const verifyEmailRequest = (token: string) =>
  api.post<MessageReply>('/api/auth/verify-email', { token });
export const resendVerificationRequest = () => api.post<MessageReply>('/api/auth/resend-verification');

export function useSessionsQuery() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => api.get<AccountSession[]>('/api/auth/sessions', signal),
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/auth/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ revoked: number }>('/api/auth/sessions'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api.patch<Me>('/api/users/me', input),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<MessageReply>('/api/auth/change-password', input),
    // The other sessions are gone; this one was renewed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => api.post<MessageReply>('/api/auth/change-email', input),
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerificationRequest });
}

/** After an address is confirmed, whoever is signed in is read again (the banner goes). */
export function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryKey });
}

/** Two-factor sign-in, the data export and deleting the account. Two-factor changes replace the
 * session on the server: who is signed in is asked again. */

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
