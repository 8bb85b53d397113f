import { Button } from '@client/components/ui/button.tsx';
import { cn } from '@client/lib/cn.ts';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { ReportInput } from '../api.ts';
import { ReportDialog } from './ReportDialog.tsx';

/** A quiet 'Report …' button that opens the report dialog for a listing or a conversation. */
export function ReportButton({
  what,
  report,
  className,
}: {
  what: 'listing' | 'conversation';
  report: { mutateAsync: (input: ReportInput) => Promise<unknown>; isPending: boolean };
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn('w-fit text-muted-foreground hover:text-destructive', className)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" />
        {what === 'listing' ? 'Report this listing' : 'Report conversation'}
      </Button>
      <ReportDialog
        open={open}
        onOpenChange={setOpen}
        what={what}
        send={report.mutateAsync}
        pending={report.isPending}
      />
    </>
  );
}
