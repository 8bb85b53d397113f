import { useReportConversation } from '../api.ts';
import { ReportButton } from './ReportButton.tsx';

/** 'Report' in a conversation's header: either side may report it. */
export default function ReportConversationButton({
  listingId,
  buyerId,
}: {
  listingId: number;
  buyerId: string;
}) {
  return (
    <ReportButton
      what="conversation"
      report={useReportConversation({ listingId, buyerId })}
      className="h-7 px-2 text-xs"
    />
  );
}
