import { PageTitle } from '@client/components/page/page-title.tsx';
import { FeaturedInventory } from '@client/features/home/components/FeaturedInventory.tsx';
import { Hero } from '@client/features/home/components/Hero.tsx';
import { StatsStrip } from '@client/features/home/components/StatsStrip.tsx';
import { VehicleSearch } from '@client/features/home/components/VehicleSearch.tsx';
import { WhyChoose } from '@client/features/home/components/WhyChoose.tsx';
import { RecentlyViewed } from '@client/features/listings/components/RecentlyViewed.tsx';

export default function HomePage() {
  return (
    <>
      <PageTitle />
      <Hero />
      <StatsStrip />
      <FeaturedInventory />
      <RecentlyViewed className="container-page pb-20 sm:pb-28" />
      <VehicleSearch />
      <WhyChoose />
    </>
  );
}
