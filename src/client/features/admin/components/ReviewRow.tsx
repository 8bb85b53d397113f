import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { cn } from '@client/lib/cn.ts';
import { type LucideIcon, X } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One item of an admin review queue (listings, sellers, identity applications): an article named by its
 * heading, with a picture, the heading and its badges, the details, and the actions.
 */
export function ReviewRow({
  headingId,
  headingLevel: Heading = 'h3',
  title,
  badges,
  media,
  actions,
  className,
  detailsClassName = 'gap-1.5',
  children,
}: {
  headingId: string;
  headingLevel?: 'h2' | 'h3';
  title: string;
  badges: ReactNode;
  media: ReactNode;
  actions: ReactNode;
  className?: string;
  detailsClassName?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Card asChild className={cn('flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:gap-5', className)}>
        <article aria-labelledby={headingId}>
          {media}
          <div className={cn('flex min-w-0 flex-1 flex-col', detailsClassName)}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Heading id={headingId} className="font-display text-2xl leading-tight text-foreground">
                {title}
              </Heading>
              {badges}
            </div>
            {children}
          </div>
          {actions}
        </article>
      </Card>
    </li>
  );
}

/** A queue item's decision: approve at once, or reject with a reason (the reason dialog opens). */
export function ApproveRejectActions({
  approveLabel,
  approvingLabel,
  icon: Icon,
  busy,
  onApprove,
  onReject,
  className = 'flex shrink-0 gap-2',
}: {
  approveLabel: string;
  approvingLabel: string;
  icon: LucideIcon;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button size="sm" className="flex-1" disabled={busy} onClick={onApprove}>
        <Icon aria-hidden="true" />
        {busy ? approvingLabel : approveLabel}
      </Button>
      <RejectButton busy={busy} onReject={onReject} />
    </div>
  );
}

/** Reject, which opens the reason dialog. */
export function RejectButton({ busy = false, onReject }: { busy?: boolean; onReject: () => void }) {
  return (
    <Button
      size="sm"
      variant="outline"
      className="flex-1 hover:border-destructive hover:text-destructive"
      disabled={busy}
      aria-haspopup="dialog"
      onClick={onReject}
    >
      <X aria-hidden="true" />
      Reject
    </Button>
  );
}
