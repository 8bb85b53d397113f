const STATS = [
  { value: '50+', label: 'Countries reached' },
  { value: '24/7', label: 'Concierge support' },
  { value: '100%', label: 'Sellers verified' },
  { value: '24-48h', label: 'Dealer verification' },
] as const;

/** Marketing figures of the home page (spec section 1 calls them marketing copy). */
export function StatsStrip() {
  return (
    <section aria-label="Marketplace at a glance" className="border-y border-border bg-surface/50">
      <dl className="container-page grid grid-cols-2 gap-y-10 py-12 lg:grid-cols-4 lg:py-14">
        {STATS.map((stat, index) => (
          <div
            key={stat.label}
            className={`flex flex-col items-center gap-2 text-center ${index > 0 ? 'lg:border-l lg:border-border' : ''} ${index % 2 === 1 ? 'border-l border-border lg:border-l' : ''}`}
          >
            <dt className="order-2 text-xs tracking-[0.18em] text-muted-foreground uppercase">
              {stat.label}
            </dt>
            <dd className="order-1 font-display text-4xl text-gold sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
