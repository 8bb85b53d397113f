import heroScene from '@client/assets/hero-scene.svg';
import { Button } from '@client/components/ui/button.tsx';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_55%_at_50%_78%,rgba(200,169,106,0.16),transparent_70%),radial-gradient(ellipse_60%_40%_at_50%_0%,rgba(243,239,230,0.06),transparent_70%)]"
      />
      <div className="container-page flex flex-col items-center pt-32 text-center sm:pt-36">
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
      </div>
      {/*
        The scene: a car in a dark studio, drawn by the demo photos' generator (scripts/generate-fallback-art.ts),
        from edge to edge, its top and bottom fading into the page. A vector drawing: sharp at any width, and
        smaller than a photograph would be.
      */}
      <div aria-hidden="true" className="relative mt-6 h-[clamp(15rem,46vw,34rem)] w-full sm:mt-4">
        <img
          src={heroScene}
          alt=""
          width={1600}
          height={1000}
          decoding="async"
          className="size-full object-cover object-[50%_62%]"
        />
        <div className="absolute inset-0 bg-[linear-gradient(180deg,var(--color-background)_0%,transparent_30%,transparent_78%,var(--color-background)_100%)]" />
      </div>
    </section>
  );
}
