import { Button } from '@client/components/ui/button.tsx';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useReportConversation } from '../api.ts';
import { ReportDialog } from './ReportDialog.tsx';

/** 'Report' in a conversation's header: either side may report it. */
export default function ReportConversationButton({
  listingId,
  buyerId,
}: {
  listingId: number;
  buyerId: string;
}) {
  const [open, setOpen] = useState(false);
  const report = useReportConversation({ listingId, buyerId });
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="h-7 w-fit px-2 text-xs text-muted-foreground hover:text-destructive"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" />
        Report conversation
      </Button>
      <ReportDialog
        open={open}
        onOpenChange={setOpen}
        what="conversation"
        send={report.mutateAsync}
        pending={report.isPending}
      />
    </>
  );
}
