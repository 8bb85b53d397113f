import { Button } from '@client/components/ui/button.tsx';
import { Progress } from '@client/components/ui/progress.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { cn } from '@client/lib/cn.ts';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { photoVariantUrl } from '@shared/photos.ts';
import { AlertCircle, Check, GripVertical, ImagePlus, X } from 'lucide-react';
import { type Accept, type FileRejection, useDropzone } from 'react-dropzone';
import { PHOTO_MAX_BYTES, PHOTO_MAX_COUNT, type PhotoItem } from '../photos.ts';

export const LISTING_PHOTO_ACCEPT: Accept = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};

/** /list-car step 2 (spec section 5): jpg, jpeg, png. */
export const PRIVATE_FLOW_PHOTO_ACCEPT: Accept = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

const typesLabel = (accept: Accept) =>
  [
    ...new Set(Object.values(accept).flatMap((exts) => exts.map((e) => e.replace('.', '').toUpperCase()))),
  ].join(', ');

function rejectionText(rejection: FileRejection, accept: Accept): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-invalid-type') return `only ${typesLabel(accept)} images`;
  if (code === 'file-too-large') return 'larger than 15 MB';
  if (code === 'too-many-files') return `at most ${PHOTO_MAX_COUNT} photos`;
  return rejection.errors[0]?.message ?? 'not accepted';
}

export interface PhotoUploaderProps {
  items: readonly PhotoItem[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onReorder: (items: PhotoItem[]) => void;
  accept?: Accept;
  /** While saving: no adding, removing or reordering. */
  busy?: boolean;
  /** Show each new photo's progress bar (while and after uploading). */
  showProgress?: boolean;
  id?: string;
  label?: string;
}

/**
 * Photos: drag and drop or pick (react-dropzone), previews, remove, reorder by dragging or with the keyboard
 * (dnd-kit: focus a handle, Space to lift, arrows to move, Space to drop), and a progress bar per photo.
 */
export function PhotoUploader({
  items,
  onAdd,
  onRemove,
  onReorder,
  accept = LISTING_PHOTO_ACCEPT,
  busy = false,
  showProgress = false,
  id = 'listing-photos',
  label = 'Photos',
}: PhotoUploaderProps) {
  const room = Math.max(0, PHOTO_MAX_COUNT - items.length);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    maxSize: PHOTO_MAX_BYTES,
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled: busy || room === 0,
    onDrop: (accepted, rejected) => {
      const taken = accepted.slice(0, room);
      if (taken.length > 0) onAdd(taken);
      const refused = rejected.map((r) => `${r.file.name}: ${rejectionText(r, accept)}`);
      if (accepted.length > room)
        refused.push(`${accepted.length - room} more: at most ${PHOTO_MAX_COUNT} photos`);
      if (refused.length > 0) {
        toast.error(refused.length === 1 ? 'A file was not added' : 'Some files were not added', {
          description: refused.join('; '),
        });
      }
    },
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-3">
      <div
        {...getRootProps({
          className: cn(
            'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-5 py-7 text-center transition-colors',
            isDragActive ? 'border-gold bg-gold/10' : 'border-border-strong bg-surface-raised/40',
            (busy || room === 0) && 'opacity-60',
          ),
        })}
      >
        <input {...getInputProps({ id, 'aria-describedby': hintId })} aria-label={label} />
        <span className="flex size-11 items-center justify-center rounded-full border border-gold/40 bg-gold/10">
          <ImagePlus className="size-5 text-gold" aria-hidden="true" />
        </span>
        <p className="text-sm text-foreground/90">
          {isDragActive ? 'Drop the photos here' : 'Drag photos here, or'}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={open} disabled={busy || room === 0}>
          Choose photos
        </Button>
        <p id={hintId} className="text-xs text-muted-foreground">
          {typesLabel(accept)} up to 15 MB each · {items.length}/{PHOTO_MAX_COUNT} · the first photo is the
          cover
          <span className="mt-1 block">
            Photos are reviewed with the listing: adding photos to an approved listing sends it back for
            approval, and it is hidden until approved again.
          </span>
        </p>
      </div>

      {items.length > 0 ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={items.map((i) => i.id)} strategy={rectSortingStrategy}>
            <ul aria-label="Selected photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {items.map((item, index) => (
                <SortablePhoto
                  key={item.id}
                  item={item}
                  index={index}
                  busy={busy}
                  showProgress={showProgress}
                  onRemove={() => onRemove(item.id)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      ) : null}
    </div>
  );
}

function SortablePhoto({
  item,
  index,
  busy,
  showProgress,
  onRemove,
}: {
  item: PhotoItem;
  index: number;
  busy: boolean;
  showProgress: boolean;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled: busy });
  const src = item.kind === 'existing' ? photoVariantUrl(item.url, 400) : item.previewUrl;
  const name = item.kind === 'new' ? item.file.name : `Photo ${index + 1}`;
  const position = `photo ${index + 1}`;
  const progress = item.kind === 'new' ? Math.round(item.progress * 100) : 100;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="photo-item"
      className={cn(
        'relative flex flex-col overflow-hidden rounded-lg border bg-surface',
        isDragging ? 'z-10 border-gold shadow-2xl shadow-black/60' : 'border-border',
        item.kind === 'new' && item.status === 'error' && 'border-destructive/60',
      )}
    >
      <div className="relative aspect-[4/3] bg-surface-raised">
        <img src={src} alt={name} className="size-full object-cover" draggable={false} />
        {index === 0 ? (
          <span className="absolute bottom-2 left-2 rounded-full bg-gold px-2 py-0.5 text-[10px] font-semibold tracking-[0.14em] text-gold-foreground uppercase">
            Cover
          </span>
        ) : null}
        <div className="absolute top-1.5 right-1.5 flex gap-1.5">
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Reorder ${position}`}
            disabled={busy}
            className="flex size-8 cursor-grab touch-none items-center justify-center rounded-md bg-black/65 text-foreground backdrop-blur transition-colors hover:text-gold focus-visible:outline-2 focus-visible:outline-gold active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${position}`}
            disabled={busy}
            className="flex size-8 cursor-pointer items-center justify-center rounded-md bg-black/65 text-foreground backdrop-blur transition-colors hover:text-destructive focus-visible:outline-2 focus-visible:outline-gold disabled:cursor-not-allowed disabled:opacity-50"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="flex min-h-9 flex-col justify-center gap-1.5 px-2.5 py-2">
        <p className="flex items-center gap-1.5 truncate text-xs text-muted-foreground">
          {item.kind === 'new' && item.status === 'done' ? (
            <Check className="size-3.5 shrink-0 text-success" aria-hidden="true" />
          ) : null}
          {item.kind === 'new' && item.status === 'error' ? (
            <AlertCircle className="size-3.5 shrink-0 text-destructive" aria-hidden="true" />
          ) : null}
          <span className="truncate">{item.kind === 'existing' ? 'Uploaded' : name}</span>
        </p>
        {item.kind === 'new' && showProgress ? (
          <Progress
            value={progress}
            aria-label={`Upload progress of ${name}`}
            indicatorClassName={
              item.status === 'error' ? 'bg-destructive' : item.status === 'done' ? 'bg-success' : undefined
            }
          />
        ) : null}
        {item.kind === 'new' && item.status === 'error' && item.error ? (
          <p className="text-xs text-destructive">{item.error}</p>
        ) : null}
      </div>
    </li>
  );
}
