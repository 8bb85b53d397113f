import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { isPlanLimit, PLANS_TAB_URL } from '@client/features/dealer-business/api.ts';
import { ApiError, errorText } from '@client/lib/api.ts';
import { setServerFieldErrors } from '@client/lib/form-errors.ts';
import { listingTitle } from '@shared/format.ts';
import type { Listing, ListingCreateInput } from '@shared/schemas/listings.ts';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { createListing, type SavedListing, updateListing, useRefreshSellerData } from '../api.ts';
import { emptyListingForm, LISTING_FORM_FIELDS, listingToForm, useListingForm } from '../listing-form.ts';
import { desiredPhotoOrder, sameOrder, savePhotos } from '../photos.ts';
import { usePhotoItems } from '../use-photo-items.ts';
import { ListingFormFields } from './ListingFormFields.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';

export interface ListingEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing to edit; absent to create one. */
  listing?: Listing | null;
}

/** Create or edit a listing in a modal (spec section 2), photos included. */
export default function ListingEditorDialog({ open, onOpenChange, listing }: ListingEditorDialogProps) {
  const [busy, setBusy] = useState(false);
  const close = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="max-w-3xl gap-0 p-0 sm:p-0"
        onInteractOutside={(e) => {
          if (busy) e.preventDefault();
        }}
        onEscapeKeyDown={(e) => {
          if (busy) e.preventDefault();
        }}
      >
        {open ? (
          <ListingEditorForm
            key={listing?.id ?? 'new'}
            listing={listing ?? null}
            busy={busy}
            setBusy={setBusy}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type Phase = 'idle' | 'saving' | 'photos';

function ListingEditorForm({
  listing,
  busy,
  setBusy,
  onDone,
}: {
  listing: Listing | null;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const editing = listing !== null;
  const refresh = useRefreshSellerData();
  const form = useListingForm(listing ? listingToForm(listing) : emptyListingForm());
  const photos = usePhotoItems(listing?.imageUrls ?? []);
  const [phase, setPhase] = useState<Phase>('idle');

  const newCount = photos.items.filter((i) => i.kind === 'new').length;
  const doneCount = photos.items.filter((i) => i.kind === 'new' && i.status === 'done').length;

  const onSubmit = async (values: ListingCreateInput) => {
    setBusy(true);
    setPhase('saving');
    let saved: SavedListing;
    try {
      if (listing) {
        const { imageUrls: _photos, ...fields } = values;
        saved = await updateListing(listing.id, fields);
      } else {
        saved = await createListing(values);
      }
    } catch (error) {
      if (error instanceof ApiError) {
        setServerFieldErrors(error.fieldErrors, LISTING_FORM_FIELDS, form.setError);
      }
      toast.error(editing ? 'Error updating listing' : 'Error creating listing', {
        description: errorText(error, 'Something went wrong'),
        // Over the plan's limit: the way to list more.
        ...(isPlanLimit(error)
          ? { action: { label: 'See plans', onClick: () => window.location.assign(PLANS_TAB_URL) } }
          : {}),
      });
      setBusy(false);
      setPhase('idle');
      return;
    }

    let failures: string[] = [];
    const items = photos.itemsRef.current;
    const hasNew = items.some((i) => i.kind === 'new');
    if (hasNew || !sameOrder(desiredPhotoOrder(items), saved.imageUrls ?? [])) {
      setPhase('photos');
      ({ failures } = await savePhotos(saved.id, items, saved.imageUrls ?? [], photos.update));
    }
    await refresh();

    if (failures.length > 0) {
      toast.error('Photo upload failed', {
        description:
          failures.join('; ') ||
          (editing ? "Photos couldn't be uploaded." : "Photos couldn't be uploaded. You can add them later."),
      });
    } else if (editing) {
      toast.success('Listing updated', { description: `${listingTitle(saved)} has been saved.` });
    } else {
      toast.success('Listing created', { description: 'Your vehicle listing is now pending approval' });
    }
    for (const warning of saved.warnings ?? [])
      toast.warning('Please check the VIN', { description: warning });

    setBusy(false);
    setPhase('idle');
    onDone();
  };

  const submitLabel =
    phase === 'saving'
      ? editing
        ? 'Saving...'
        : 'Creating...'
      : phase === 'photos'
        ? `Uploading photos ${doneCount}/${newCount}...`
        : editing
          ? 'Save Changes'
          : 'Create Listing';

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col" aria-busy={busy}>
      <div className="flex flex-col gap-8 p-6 sm:p-8">
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-3">
            <DialogTitle>{editing ? 'Edit Listing' : 'List New Vehicle'}</DialogTitle>
            {editing ? <Badge>Unverified - Editable</Badge> : null}
          </div>
          <DialogDescription>
            {editing
              ? 'Changes are saved to your listing. A turned-down listing goes back for review once edited.'
              : 'New listings are reviewed before they go live, usually within 24 hours.'}
          </DialogDescription>
        </DialogHeader>

        <ListingFormFields form={form} idPrefix="listing" />

        <div className="flex flex-col gap-3">
          <p className="eyebrow">Photos</p>
          <PhotoUploader
            id="listing-photos"
            items={photos.items}
            onAdd={photos.add}
            onRemove={photos.remove}
            onReorder={photos.setItems}
            busy={busy}
            showProgress={
              phase === 'photos' || photos.items.some((i) => i.kind === 'new' && i.status !== 'queued')
            }
          />
        </div>
      </div>

      <div className="sticky bottom-0 z-10 flex flex-col-reverse gap-2 border-t border-border bg-surface/95 px-6 py-4 backdrop-blur sm:flex-row sm:items-center sm:justify-end sm:px-8">
        <p className="mr-auto hidden text-xs text-muted-foreground sm:block" aria-live="polite">
          {phase === 'photos' ? `Uploading ${newCount} photo${newCount === 1 ? '' : 's'}, 3 at a time` : ''}
        </p>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
