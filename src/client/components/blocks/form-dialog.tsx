import { Button } from '@client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog.tsx';
import { Loader2 } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The end of every dialog form: Cancel, then the action, both disabled while it runs. `children` go first,
 * on the left (a link elsewhere, say).
 */
export function FormDialogFooter({
  busy,
  onCancel,
  submitLabel,
  busyLabel = 'Saving...',
  destructive = false,
  className,
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
  busyLabel?: string;
  destructive?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <DialogFooter className={className}>
      {children}
      <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

/**
 * A dialog that is one form: title, description, the fields, Cancel and the action. It cannot be closed
 * while the action runs, so a half-sent change is never hidden.
 */
export function FormDialog({
  open,
  onOpenChange,
  busy,
  title,
  description,
  onSubmit,
  submitLabel,
  busyLabel,
  destructive,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busyLabel?: string;
  destructive?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-5" noValidate onSubmit={onSubmit}>
          {children}
          <FormDialogFooter
            busy={busy}
            onCancel={() => onOpenChange(false)}
            submitLabel={submitLabel}
            busyLabel={busyLabel}
            destructive={destructive}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
