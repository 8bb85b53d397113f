import { Button } from '@client/components/ui/button.tsx';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useReportListing } from '../api.ts';
import { ReportDialog } from './ReportDialog.tsx';

/** 'Report this listing' on a listing's page, for signed-in visitors who do not own it. */
export default function ReportListingButton({ listingId }: { listingId: number }) {
  const [open, setOpen] = useState(false);
  const report = useReportListing(listingId);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="w-fit text-muted-foreground hover:text-destructive"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" />
        Report this listing
      </Button>
      <ReportDialog
        open={open}
        onOpenChange={setOpen}
        what="listing"
        send={report.mutateAsync}
        pending={report.isPending}
      />
    </>
  );
}
