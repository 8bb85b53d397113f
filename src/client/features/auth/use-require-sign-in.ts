import { toast } from '@client/components/ui/toaster.tsx';
import { storePostLoginRedirect } from '@client/lib/post-login-redirect.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { meQueryKey } from './api.ts';
import { useAuth } from './auth-context.tsx';

/**
 * For screens that need a signed-in user (spec section 5: 'Authentication Required' and a redirect to /login).
 * The current address is stored so sign-in comes back here. Returns the auth state; render a loading state until
 * `user` is set.
 */
export function useRequireSignIn({ notify = true }: { notify?: boolean } = {}) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const redirected = useRef(false);

  useEffect(() => {
    if (auth.isLoading || auth.user || redirected.current) return;
    // The context's value is deferred (auth-context.tsx): right after a sign-in or sign-up navigates here it
    // can still say "signed out" for a render while the session is already known. The cache is current.
    if (queryClient.getQueryData(meQueryKey)) return;
    redirected.current = true;
    storePostLoginRedirect(`${location.pathname}${location.search}`);
    if (notify) {
      toast('Authentication Required', {
        id: 'authentication-required',
        description: 'Please sign in to continue.',
      });
    }
    navigate('/login', { replace: true });
  }, [auth.isLoading, auth.user, location.pathname, location.search, navigate, notify, queryClient]);

  return auth;
}
