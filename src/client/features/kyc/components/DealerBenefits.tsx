import { BadgeCheck, Clock, Infinity as InfinityIcon, TrendingUp } from 'lucide-react';

/** Why register as a dealer (spec section 2, /register-dealer). */
export function DealerBenefits() {
  const items = [
    {
      icon: BadgeCheck,
      title: 'Verified badge on listings',
      text: 'Buyers see at a glance that your dealership is checked.',
    },
    {
      icon: TrendingUp,
      title: 'Higher search ranking',
      text: 'Verified dealers are shown first in search results.',
    },
    {
      icon: InfinityIcon,
      title: 'Unlimited inventory uploads',
      text: 'List your whole stock, with up to 30 photos each.',
    },
  ];
  return (
    <section
      aria-labelledby="dealer-benefits"
      className="rounded-xl border border-gold/30 bg-gradient-to-b from-gold/[0.07] to-transparent p-6 sm:p-7"
    >
      <h2 id="dealer-benefits" className="font-display text-2xl text-foreground">
        Dealer benefits
      </h2>
      <ul className="mt-5 flex flex-col gap-5">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3.5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full border border-gold/40 bg-gold/10">
              <Icon className="size-[18px] text-gold" aria-hidden="true" />
            </span>
            <div>
              <p className="font-medium text-foreground">{title}</p>
              <p className="mt-0.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex items-start gap-2.5 border-t border-border pt-5 text-sm text-muted-foreground">
        <Clock className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
        <span>Applications are reviewed within 24-48 hours. We e-mail you the decision.</span>
      </p>
    </section>
  );
}
