import { AccessMessage } from '@client/components/page/access-message.tsx';
import { LoadingState } from '@client/components/page/loading-state.tsx';
import { GoHomeLink, SignInLink } from '@client/features/auth/components/SignInLink.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { useRequireSignIn } from '@client/features/auth/use-require-sign-in.ts';
import { isAdmin, isPendingDealer } from '@shared/domain/access.ts';
import type { Me } from '@shared/schemas/users.ts';
import { createContext, type ReactNode, useContext } from 'react';
import { Navigate } from 'react-router';

export interface AccessCopy {
  title: string;
  message: string;
}

/**
 * Who may open a route (spec sections 2 and 6), declared in the route table. The server enforces the same
 * rules on every API call; this only decides what the screen shows.
 */
export interface RouteAccess {
  /** Any signed-in account, administrators only, or everyone who may sell or start selling (not administrators). */
  allow: 'signed-in' | 'admin' | 'non-admin';
  /**
   * A signed-out visitor is sent to sign in (with the spec's 'Authentication Required' toast, or quietly), or
   * is shown this copy with a Sign In link.
   */
  signedOut: 'redirect' | 'redirect-quietly' | AccessCopy;
  /** What a signed-in account the rule turns away sees, with a Go Home link. */
  denied?: AccessCopy;
  /**
   * A dealer awaiting verification may open it (their account, their application); every other guarded
   * page sends them to their dealer application, as the server answers them 403 elsewhere.
   */
  openToPendingDealers?: boolean;
}

const allows: Record<RouteAccess['allow'], (user: Me) => boolean> = {
  'signed-in': () => true,
  admin: isAdmin,
  'non-admin': (user) => !isAdmin(user),
};

/** The copy of a turned-away account where the route names none. */
export const NO_PERMISSION: AccessCopy = {
  title: 'Access Denied',
  message: "You don't have permission to access this page.",
};

const SignedInUser = createContext<Me | null>(null);

/** The signed-in account of a page whose route declares access; only such pages may call it. */
export function useSignedInUser(): Me {
  const user = useContext(SignedInUser);
  if (!user) throw new Error('useSignedInUser outside a route that declares access');
  return user;
}

/** Renders a page for the accounts its route allows, and the route's access message to anyone else. */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  return typeof access.signedOut === 'string' ? (
    <RedirectingGuard access={access}>{children}</RedirectingGuard>
  ) : (
    <MessageGuard access={access}>{children}</MessageGuard>
  );
}

function MessageGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  return (
    <Guard access={access} user={useAuth()}>
      {children}
    </Guard>
  );
}

function RedirectingGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const auth = useRequireSignIn({ notify: access.signedOut === 'redirect' });
  return (
    <Guard access={access} user={auth}>
      {children}
    </Guard>
  );
}

function Guard({
  access,
  user: { user, isLoading },
  children,
}: {
  access: RouteAccess;
  user: { user: Me | null; isLoading: boolean };
  children: ReactNode;
}) {
  if (isLoading) return <LoadingState />;
  if (!user) {
    // A redirect to sign-in is under way.
    if (typeof access.signedOut === 'string') return <LoadingState />;
    return (
      <AccessMessage title={access.signedOut.title} message={access.signedOut.message}>
        <SignInLink />
      </AccessMessage>
    );
  }
  if (isPendingDealer(user) && !access.openToPendingDealers)
    return <Navigate to="/register-dealer" replace />;
  if (!allows[access.allow](user)) {
    const denied = access.denied ?? NO_PERMISSION;
    return (
      <AccessMessage title={denied.title} message={denied.message}>
        <GoHomeLink />
      </AccessMessage>
    );
  }
  return <SignedInUser.Provider value={user}>{children}</SignedInUser.Provider>;
}
