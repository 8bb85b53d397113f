import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';

export default function ListingsPage() {
  return (
    <StaticPage>
      <PageTitle title="Browse Inventory" />
      <PageHeader eyebrow="The collection" title="Browse Inventory" />
    </StaticPage>
  );
}
