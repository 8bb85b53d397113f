import { Button } from '@client/components/ui/button.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { storePostLoginRedirect } from '@client/lib/post-login-redirect.ts';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SAVE_SEARCH_HASH } from '../filters.ts';

const loadDialog = () => import('./SaveSearchDialog.tsx');
const SaveSearchDialog = lazy(loadDialog);

/**
 * 'Save this search' on /listings: names the current filters and text and chooses how often new matches
 * are e-mailed. A signed-out visitor is sent to sign in and comes back here with the dialog open.
 */
export function SaveSearchButton({ filters }: { filters: Record<string, string> }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // The dialog's code loads when it first opens (a pointer over the button starts it early); once open,
  // the dialog stays mounted, for its closing animation.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);

  // Back from signing in: the dialog the visitor asked for opens, and the fragment goes.
  useEffect(() => {
    if (location.hash !== SAVE_SEARCH_HASH || isLoading || !user) return;
    setOpen(true);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, isLoading, user, navigate]);

  const start = () => {
    if (user) return setOpen(true);
    storePostLoginRedirect(`${location.pathname}${location.search}${SAVE_SEARCH_HASH}`);
    toast('Sign in to save this search', {
      id: 'save-search-sign-in',
      description: 'You will come back here to name it.',
    });
    navigate('/login');
  };

  return (
    <>
      <Button
        variant="outline"
        onClick={start}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        disabled={isLoading}
      >
        <Bell aria-hidden="true" />
        Save this search
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <SaveSearchDialog open={open} onOpenChange={setOpen} filters={filters} />
        </Suspense>
      ) : null}
    </>
  );
}
