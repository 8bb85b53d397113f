import { useReportListing } from '../api.ts';
import { ReportButton } from './ReportButton.tsx';

/** 'Report this listing' on a listing's page, for signed-in visitors who do not own it. */
export default function ReportListingButton({ listingId }: { listingId: number }) {
  return <ReportButton what="listing" report={useReportListing(listingId)} />;
}
