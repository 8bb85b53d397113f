import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';

export default function ListingDetailPage() {
  return (
    <StaticPage>
      <PageTitle title="Vehicle Details" />
      <PageHeader eyebrow="Listing" title="Vehicle Details" />
    </StaticPage>
  );
}
