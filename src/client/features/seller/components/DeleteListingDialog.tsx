import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { listingTitle } from '@shared/format.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { deleteListing, useRefreshSellerData } from '../api.ts';

/** Spec section 2 and 8: the delete confirmation and its toasts. */
export function DeleteListingDialog({
  listing,
  onOpenChange,
}: {
  listing: Listing | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const refresh = useRefreshSellerData();

  const confirm = async (event: React.MouseEvent) => {
    // Keep the dialog open (and its button busy) until the server answers.
    event.preventDefault();
    if (!listing) return;
    setDeleting(true);
    try {
      await deleteListing(listing.id);
      await refresh();
      toast.success('Listing deleted', { description: 'Your listing has been successfully deleted.' });
      onOpenChange(false);
    } catch {
      toast.error('Error', { description: 'Failed to delete listing. Please try again.' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <AlertDialog open={listing !== null} onOpenChange={(open) => !deleting && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this listing?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. This will permanently delete your listing and remove it from the
            marketplace. All associated inquiries will also be deleted.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {listing ? (
          <p className="rounded-lg border border-border bg-surface-raised px-4 py-3 font-display text-lg text-foreground">
            {listingTitle(listing)}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={confirm} disabled={deleting}>
            {deleting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {deleting ? 'Deleting...' : 'Delete Listing'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
