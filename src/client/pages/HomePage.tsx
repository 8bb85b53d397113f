import { PageTitle } from '@client/components/page/page-title.tsx';
import { Hero } from '@client/features/home/components/Hero.tsx';
import { StatsStrip } from '@client/features/home/components/StatsStrip.tsx';
import { WhyChoose } from '@client/features/home/components/WhyChoose.tsx';

export default function HomePage() {
  return (
    <>
      <PageTitle />
      <Hero />
      <StatsStrip />
      {/* Slot: <FeaturedInventory /> (at most 6 active listings and 'View All Inventory') and the vehicle search
          area go here; they are built with the listings feature. */}
      <WhyChoose />
    </>
  );
}
