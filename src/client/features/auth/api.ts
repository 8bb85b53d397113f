import { api } from '@client/lib/api.ts';
import type { LoginInput, LoginReply, RegisterInput, RegisterReply } from '@shared/schemas/auth.ts';
import type { TwoFactorCodeInput } from '@shared/schemas/two-factor.ts';
import type { Me, SessionReply } from '@shared/schemas/users.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Fetchers and TanStack Query hooks of the auth endpoints (spec section 7). */

export const meQueryKey = ['me'] as const;

/**
 * The signed-in user, or null when signed out. Asks GET /api/auth/session, which answers a visitor with
 * `{ user: null }` rather than the 401 of /api/users/me that browsers log as an error on every page.
 */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  return (await api.get<SessionReply>('/api/auth/session', signal)).user;
}

export const loginRequest = (input: LoginInput) => api.post<LoginReply>('/api/auth/login', input);
/** The code step of a sign-in that answered `twoFactorRequired`. */
export const twoFactorSignInRequest = (input: TwoFactorCodeInput) =>
  api.post<{ user: Me }>('/api/auth/two-factor', input);
export const registerRequest = (input: RegisterInput) => api.post<RegisterReply>('/api/auth/register', input);
export const logoutRequest = () => api.post<void>('/api/auth/logout', {});

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    // Who is signed in: never answered by the server renderer, which renders for anyone (app/server-state.ts).
    meta: { perVisitor: true },
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMeQuery() {
  return useQuery(meQueryOptions());
}

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: async (data) => {
      // An account with two-factor sign-in has no session until its code (useTwoFactorSignInMutation).
      if (!('user' in data)) return;
      queryClient.setQueryData(meQueryKey, data.user);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useTwoFactorSignInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: twoFactorSignInRequest,
    onSuccess: async (data) => {
      queryClient.setQueryData(meQueryKey, data.user);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerRequest,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutRequest,
    onSettled: async () => {
      queryClient.setQueryData(meQueryKey, null);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
