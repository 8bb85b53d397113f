import { Dialog, DialogDescription, DialogPortal, DialogTitle } from '@client/components/ui/dialog.tsx';
import { useReturnFocus } from '@client/components/ui/return-focus.ts';
import { cn } from '@client/lib/cn.ts';
import { GALLERY_MAIN_SIZES } from '@shared/photos.ts';
import { ChevronLeft, ChevronRight, Expand, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, useState } from 'react';
import { stepIndex } from '../listing-id.ts';
import { ListingPhoto } from './ListingPhoto.tsx';

const navButton =
  'flex size-11 cursor-pointer items-center justify-center rounded-full border border-white/15 bg-black/55 text-foreground frosted transition-colors hover:border-gold hover:text-gold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold';

/**
 * Spec section 2, listing detail gallery: previous/next buttons, an 'n / total' counter, a thumbnail strip,
 * and a click opening a fullscreen viewer (closed by its backdrop, its close button or Escape). Arrow keys
 * step through the photos in both. Without photos a drawing of the car stands in.
 */
export function ListingGallery({
  images,
  title,
  listing,
}: {
  images: readonly string[];
  title: string;
  listing: { make?: string | null; model?: string | null };
}) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const returnFocus = useReturnFocus();
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const step = (delta: number) => setIndex((i) => stepIndex(Math.min(i, count - 1), delta, count));
  const alt = (i: number) => (count > 1 ? `${title}, photo ${i + 1} of ${count}` : title);

  const onArrows = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

  if (count === 0) {
    return (
      <div className="overflow-hidden rounded-xl border border-border bg-surface-raised">
        <ListingPhoto
          url={undefined}
          listing={listing}
          alt={`${title} (no photos yet)`}
          sizes={GALLERY_MAIN_SIZES}
          loading="eager"
          fetchPriority="high"
          className="block aspect-[16/10]"
        />
      </div>
    );
  }

  return (
    <section aria-label="Photos" className="flex flex-col gap-3" onKeyDown={onArrows}>
      <div className="group relative overflow-hidden rounded-xl border border-border bg-surface-raised">
        <button
          type="button"
          onClick={() => setFullscreen(true)}
          aria-label={`Open fullscreen view of photo ${current + 1}`}
          aria-haspopup="dialog"
          className="block aspect-[16/10] w-full cursor-zoom-in focus-visible:outline-none"
        >
          <ListingPhoto
            key={images[current]}
            url={images[current]}
            listing={listing}
            alt={alt(current)}
            sizes={GALLERY_MAIN_SIZES}
            fallbackWidth={1600}
            loading="eager"
            fetchPriority={current === 0 ? 'high' : undefined}
            className="block size-full"
            draggable={false}
          />
        </button>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 rounded-xl ring-gold ring-inset group-has-[button:focus-visible]:ring-2"
        />
        <span className="pointer-events-none absolute top-4 right-4 hidden items-center gap-2 rounded-full bg-black/55 px-3 py-1.5 text-xs tracking-wide text-foreground/90 frosted sm:flex">
          <Expand className="size-3.5" aria-hidden="true" />
          Click to enlarge
        </span>
        {count > 1 ? <StepButtons step={step} wide={false} /> : null}
        <span
          data-testid="gallery-counter"
          aria-live="polite"
          className="absolute right-4 bottom-4 rounded-full bg-black/60 px-3 py-1 text-xs font-medium tracking-[0.14em] text-foreground tabular-nums frosted"
        >
          {current + 1} / {count}
        </span>
      </div>

      {count > 1 ? (
        <ul className="flex gap-3 overflow-x-auto pb-1 [scrollbar-width:thin]" aria-label="Thumbnails">
          {images.map((url, i) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                className={cn(
                  'block w-28 cursor-pointer overflow-hidden rounded-md border-2 transition-[border-color,opacity] sm:w-32',
                  i === current ? 'border-gold' : 'border-transparent opacity-60 hover:opacity-100',
                )}
              >
                <ListingPhoto
                  url={url}
                  listing={listing}
                  alt=""
                  sizes="128px"
                  fallbackWidth={400}
                  className="block aspect-[16/10]"
                  draggable={false}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <Dialog open={fullscreen} onOpenChange={setFullscreen}>
        <DialogPortal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/95 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            {...returnFocus}
            onKeyDown={(event) => {
              // The viewer is rendered inside the gallery: keep its arrow keys from stepping twice.
              if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') event.stopPropagation();
              onArrows(event);
            }}
            className="fixed inset-0 z-50 flex flex-col bg-[#070708] outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
          >
            <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
              <DialogTitle className="truncate text-lg sm:text-xl">{title}</DialogTitle>
              <DialogDescription className="sr-only">
                Photo viewer. Use the arrow keys to move between photos and Escape to close.
              </DialogDescription>
              <div className="flex items-center gap-3">
                <span
                  data-testid="fullscreen-counter"
                  className="text-sm tracking-[0.14em] text-muted-foreground tabular-nums"
                >
                  {current + 1} / {count}
                </span>
                <DialogPrimitive.Close aria-label="Close fullscreen view" className={navButton}>
                  <X className="size-5" aria-hidden="true" />
                </DialogPrimitive.Close>
              </div>
            </div>
            {/* The space around the photo is the backdrop: a click there closes the viewer. */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer convenience; Escape and the close button serve the keyboard. */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
            <div
              data-testid="fullscreen-backdrop"
              className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6 sm:px-20"
              onClick={(event) => {
                if (event.target === event.currentTarget) setFullscreen(false);
              }}
            >
              <ListingPhoto
                key={images[current]}
                url={images[current]}
                listing={listing}
                alt={alt(current)}
                sizes="100vw"
                fallbackWidth={1600}
                loading="eager"
                className="block max-h-full w-full max-w-[min(100%,calc((100dvh-8rem)*1.6))]"
                imgClassName="rounded-lg object-contain"
                draggable={false}
              />
              {count > 1 ? <StepButtons step={step} wide /> : null}
            </div>
          </DialogPrimitive.Content>
        </DialogPortal>
      </Dialog>
    </section>
  );
}

/** Previous and next, over the photo and in the fullscreen viewer (`wide`: further from its edges). */
function StepButtons({ step, wide }: { step: (by: -1 | 1) => void; wide: boolean }) {
  return (
    <>
      <button
        type="button"
        onClick={() => step(-1)}
        aria-label="Previous photo"
        className={cn(
          navButton,
          'absolute top-1/2 left-3 -translate-y-1/2',
          wide ? 'sm:left-6' : 'sm:left-4',
        )}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => step(1)}
        aria-label="Next photo"
        className={cn(
          navButton,
          'absolute top-1/2 right-3 -translate-y-1/2',
          wide ? 'sm:right-6' : 'sm:right-4',
        )}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </>
  );
}
