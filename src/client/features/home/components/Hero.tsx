import { Button } from '@client/components/ui/button.tsx';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { HeroSilhouette } from './HeroSilhouette.tsx';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_55%_at_50%_78%,rgba(200,169,106,0.16),transparent_70%),radial-gradient(ellipse_60%_40%_at_50%_0%,rgba(243,239,230,0.06),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-1/3 bg-gradient-to-b from-transparent to-background"
      />
      <div className="container-page flex min-h-[92svh] flex-col items-center justify-center pt-32 pb-16 text-center sm:pt-36 lg:pb-20">
        <p className="eyebrow">The private market for exceptional automobiles</p>
        <h1
          id="hero-title"
          className="mt-6 max-w-4xl font-display text-[2.75rem] leading-[1.02] text-foreground sm:text-6xl lg:text-7xl xl:text-[5.25rem]"
        >
          Extraordinary cars, <em className="font-medium text-gold not-italic sm:italic">trusted hands.</em>
        </h1>
        <p className="mt-6 max-w-xl text-base leading-relaxed text-muted-foreground sm:text-lg">
          Discover verified luxury and exotic vehicles from premium dealers and private collectors across more
          than 50 countries, and speak with sellers directly.
        </p>
        <div className="mt-10 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link to="/listings">
              Explore Listings
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/signup">List Your Vehicle</Link>
          </Button>
        </div>
        <HeroSilhouette className="mt-14 w-full max-w-5xl sm:mt-16" />
      </div>
    </section>
  );
}
