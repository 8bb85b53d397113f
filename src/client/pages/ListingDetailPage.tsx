import { useListingDetail } from '@client/features/listings/api.ts';
import {
  ListingDetailSkeleton,
  ListingLoadFailed,
  ListingNotFound,
} from '@client/features/listings/components/ListingDetailStates.tsx';
import { ListingDetailView } from '@client/features/listings/components/ListingDetailView.tsx';
import { parseListingId } from '@client/features/listings/listing-id.ts';
import { isApiStatus } from '@client/lib/api.ts';
import { useParams } from 'react-router';

/** A vehicle's page (/listing/:id): the listing once loaded, else why it is not shown. */
export default function ListingDetailPage() {
  const id = parseListingId(useParams().id);
  const detail = useListingDetail(id);

  if (id === null) return <ListingNotFound />;
  if (detail.isPending) return <ListingDetailSkeleton />;
  if (detail.isError || !detail.data) {
    if (isApiStatus(detail.error, 404) || isApiStatus(detail.error, 400)) return <ListingNotFound />;
    return <ListingLoadFailed onRetry={() => void detail.refetch()} />;
  }
  return <ListingDetailView listing={detail.data} />;
}
