import { Button } from '@client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { storePostLoginRedirect } from '@client/lib/post-login-redirect.ts';
import { Loader2, MessageSquare } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

// Only a signed-in visitor who opens the dialog needs the form (and its validation code): it loads then,
// not with every listing page.
const InquiryForm = lazy(() => import('./InquiryForm.tsx').then((m) => ({ default: m.InquiryForm })));

/**
 * Spec section 2: 'Contact Seller' opens the inquiry form in a modal; a visitor who is not signed in is sent to
 * /login, and comes back to this listing after signing in.
 */
export function ContactSeller({ listingId, vehicleTitle }: { listingId: number; vehicleTitle: string }) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // A click made while the session is still being asked for is answered once it is known, not dropped.
  const [waiting, setWaiting] = useState(false);

  const act = useCallback(() => {
    if (!user) {
      storePostLoginRedirect(`/listing/${listingId}`);
      navigate('/login');
      return;
    }
    setOpen(true);
  }, [user, listingId, navigate]);

  useEffect(() => {
    if (waiting && !isLoading) {
      setWaiting(false);
      act();
    }
  }, [waiting, isLoading, act]);

  const onClick = () => (isLoading ? setWaiting(true) : act());

  return (
    <div className="flex flex-col gap-3">
      <Button
        size="lg"
        className="w-full"
        onClick={onClick}
        aria-haspopup={user ? 'dialog' : undefined}
        aria-busy={waiting || undefined}
      >
        {waiting ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <MessageSquare aria-hidden="true" />
        )}
        Contact Seller
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        Your information will be shared with the seller
      </p>
      {user ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Contact Seller</DialogTitle>
              <DialogDescription>Send a message to the seller about the {vehicleTitle}.</DialogDescription>
            </DialogHeader>
            <Suspense
              fallback={<Loader2 className="mx-auto size-5 animate-spin" aria-label="Loading the form" />}
            >
              <InquiryForm
                listingId={listingId}
                sender={user}
                vehicleTitle={vehicleTitle}
                onSent={() => setOpen(false)}
              />
            </Suspense>
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}
