import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { cn } from '@client/lib/cn.ts';
import { type LucideIcon, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const tones = {
  /** Nothing here yet (a dashed frame) or nothing left to do (`done`, in green). */
  quiet: {
    frame: 'border-dashed border-border-strong bg-surface/60 py-14',
    badge: 'size-12 border-gold/40 bg-gold/10',
    icon: 'size-5 text-gold',
    title: 'text-2xl',
    text: 'text-sm',
  },
  done: {
    frame: 'border-dashed border-border-strong bg-surface/60 py-14',
    badge: 'size-12 border-success/40 bg-success/10',
    icon: 'size-5 text-success',
    title: 'text-2xl',
    text: 'text-sm',
  },
  /** A whole result area with nothing in it (no vehicle matches). */
  large: {
    frame: 'py-16',
    badge: 'size-14 border-gold/40 bg-gold/10',
    icon: 'size-6 text-gold',
    title: 'text-3xl',
    text: '',
  },
} as const;

/** Where a list has nothing to show: an icon, a title, a line of text and an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  tone = 'quiet',
  headingLevel,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  tone?: keyof typeof tones;
  /** The title as a heading of this level; without it, a paragraph. */
  headingLevel?: 'h2' | 'h3';
}) {
  const style = tones[tone];
  const Title = headingLevel ?? 'p';
  return (
    <Card className={cn('flex flex-col items-center gap-4 px-6 text-center', style.frame)}>
      <span className={cn('flex items-center justify-center rounded-full border', style.badge)}>
        <Icon className={style.icon} aria-hidden="true" />
      </span>
      <Title className={cn('font-display text-foreground', style.title)}>{title}</Title>
      <p className={cn('max-w-md leading-relaxed text-muted-foreground', style.text)}>{children}</p>
      {action ? <div className="mt-1">{action}</div> : null}
    </Card>
  );
}

/** The way on from an empty buyer's list (watchlist, comparison, conversations, saved searches): browse. */
export function BrowseListingsAction() {
  return (
    <Button asChild>
      <Link to="/listings">
        <Search aria-hidden="true" />
        Browse Listings
      </Link>
    </Button>
  );
}

/** A list that failed to load: what failed, and a way to try again. */
export function ErrorState({
  what,
  onRetry,
  retrying,
}: {
  /** 'Conversations', 'Analytics'...: '… could not be loaded.' */
  what: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center"
    >
      <p className="text-sm text-foreground">{what} could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}
