import type { LoginInput, RegisterInput, RegisterReply } from '@shared/schemas/auth.ts';
import type { TwoFactorCodeInput } from '@shared/schemas/two-factor.ts';
import type { Me } from '@shared/schemas/users.ts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useDeferredValue, useMemo } from 'react';
import {
  meQueryKey,
  useLoginMutation,
  useLogoutMutation,
  useMeQuery,
  useRegisterMutation,
  useTwoFactorSignInMutation,
} from './api.ts';

export interface RegisterResult extends RegisterReply {
  /** The session's user when the server signed the new account in (customers), else null. */
  sessionUser: Me | null;
}

export interface AuthContextValue {
  user: Me | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The signed-in user, or null when the account signs in with a second factor: then `completeTwoFactor`. */
  login: (input: LoginInput) => Promise<Me | null>;
  completeTwoFactor: (input: TwoFactorCodeInput) => Promise<Me>;
  logout: () => Promise<void>;
  register: (input: RegisterInput) => Promise<RegisterResult>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useMeQuery();
  const loginMutation = useLoginMutation();
  const registerMutation = useRegisterMutation();
  const logoutMutation = useLogoutMutation();

  const user = me.data ?? null;

  const twoFactorMutation = useTwoFactorSignInMutation();

  const login = useCallback(
    async (input: LoginInput) => {
      const reply = await loginMutation.mutateAsync(input);
      return 'user' in reply ? reply.user : null;
    },
    [loginMutation.mutateAsync],
  );

  const completeTwoFactor = useCallback(
    async (input: TwoFactorCodeInput) => (await twoFactorMutation.mutateAsync(input)).user,
    [twoFactorMutation.mutateAsync],
  );

  const register = useCallback(
    async (input: RegisterInput): Promise<RegisterResult> => {
      // The mutation refetches ['me'] before resolving, so the cache tells whether a session now exists
      // (the reply's cookie signs the new account in).
      const response = await registerMutation.mutateAsync(input);
      const sessionUser = queryClient.getQueryData<Me | null>(meQueryKey) ?? null;
      return { ...response, sessionUser };
    },
    [registerMutation.mutateAsync, queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await logoutMutation.mutateAsync();
    } catch (error) {
      // Spec section 8: a failed sign-out is only logged.
      console.error('Sign out failed', error);
    }
  }, [logoutMutation.mutateAsync]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: me.isPending,
      isAuthenticated: user !== null && !me.isError,
      login,
      completeTwoFactor,
      logout,
      register,
    }),
    [user, me.isPending, me.isError, login, completeTwoFactor, logout, register],
  );

  // When the session settles (or changes), everything that reads it re-renders: deferred, that work is
  // done in small slices the browser can interrupt, not in one block right as the page becomes usable.
  return <AuthContext value={useDeferredValue(value)}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
