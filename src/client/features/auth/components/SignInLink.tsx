import { Button } from '@client/components/ui/button.tsx';
import { storePostLoginRedirect } from '@client/lib/post-login-redirect.ts';
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/** A 'Sign In' link that brings the person back to this screen afterwards. */
export function SignInLink() {
  const location = useLocation();
  return (
    <Button asChild>
      <Link to="/login" onClick={() => storePostLoginRedirect(`${location.pathname}${location.search}`)}>
        <LogIn aria-hidden="true" />
        Sign In
      </Link>
    </Button>
  );
}

export function GoHomeLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/">Go Home</Link>
    </Button>
  );
}
