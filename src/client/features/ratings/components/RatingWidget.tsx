import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { errorText } from '@client/lib/api.ts';
import { cn } from '@client/lib/cn.ts';
import { storePostLoginRedirect } from '@client/lib/post-login-redirect.ts';
import { LIMITS } from '@shared/constants.ts';
import { CheckCircle2, Clock, Loader2, Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRatingEligibility, useSubmitRating } from '../api.ts';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Card asChild className="p-6">
      <section aria-labelledby="rate-seller-title">
        <h2 id="rate-seller-title" className="font-display text-2xl text-foreground">
          Rate this Seller
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** An accessible 1–5 star input: a radio group (arrow keys move, Space chooses). */
export function StarInput({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const [hover, setHover] = useState(0);
  const labelId = useId();
  const shown = hover || value;
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium text-foreground/90">
        Your rating
      </span>
      <div className="flex items-center gap-3">
        <RadioGroup.Root
          aria-labelledby={labelId}
          value={value ? String(value) : ''}
          onValueChange={(v) => onChange(Number(v))}
          disabled={disabled}
          orientation="horizontal"
          loop
          className="flex items-center gap-1"
          onPointerLeave={() => setHover(0)}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <RadioGroup.Item
              key={n}
              value={String(n)}
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
              onPointerEnter={() => setHover(n)}
              className="cursor-pointer rounded-md p-1 transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold disabled:cursor-not-allowed"
            >
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7 transition-colors',
                  n <= shown ? 'fill-gold text-gold' : 'fill-transparent text-border-strong',
                )}
              />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        <span className="text-sm text-muted-foreground" aria-hidden="true">
          {STAR_WORDS[shown] ?? ''}
        </span>
      </div>
    </div>
  );
}

function MessageProgress({ label, count }: { label: string; count: number }) {
  const needed = LIMITS.ratingMinMessagesEachSide;
  const done = Math.min(count, needed);
  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-medium text-foreground tabular-nums">
          {done}/{needed}
        </span>
      </div>
      <div className="h-1 overflow-hidden rounded-full bg-surface-raised" aria-hidden="true">
        <div className="h-full rounded-full bg-gold" style={{ width: `${(done / needed) * 100}%` }} />
      </div>
    </li>
  );
}

/**
 * Spec section 2, rating widget (for viewers who are not the seller). States in order: signed out, checking
 * eligibility, already rated, not eligible yet (message counts x/3), and the star input.
 */
export function RatingWidget({ sellerId, listingId }: { sellerId: string; listingId: number }) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const eligibility = useRatingEligibility(listingId, user?.id);
  const submit = useSubmitRating();
  const [rating, setRating] = useState(0);

  if (isLoading) return null;

  if (!user) {
    return (
      <Frame>
        <p className="text-sm text-muted-foreground">Please sign in to rate this seller.</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          onClick={() => {
            storePostLoginRedirect(`/listing/${listingId}`);
            navigate('/login');
          }}
        >
          Sign In
        </Button>
      </Frame>
    );
  }

  if (eligibility.isPending) {
    return (
      <Frame>
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin text-gold" aria-hidden="true" />
          Checking eligibility...
        </p>
      </Frame>
    );
  }

  if (eligibility.isError) {
    return (
      <Frame>
        <p className="text-sm text-muted-foreground">
          {errorText(eligibility.error, 'Rating eligibility could not be checked right now.')}
        </p>
      </Frame>
    );
  }

  const { eligible, hasRated, messageCount } = eligibility.data;

  if (hasRated) {
    return (
      <Frame>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          You have already rated this seller for this listing.
        </p>
      </Frame>
    );
  }

  if (!eligible) {
    return (
      <Frame>
        <p className="flex items-center gap-2 font-medium text-foreground">
          <Clock className="size-4 text-gold" aria-hidden="true" />
          Rating Not Available Yet
        </p>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
          You can rate this seller once you and the seller have each sent at least{' '}
          {LIMITS.ratingMinMessagesEachSide} messages about this listing.
        </p>
        <ul className="mt-4 flex flex-col gap-3">
          <MessageProgress label="Your messages" count={messageCount?.buyer ?? 0} />
          <MessageProgress label="Seller's messages" count={messageCount?.seller ?? 0} />
        </ul>
      </Frame>
    );
  }

  const onSubmit = () => {
    if (!rating) return;
    submit.mutate(
      { sellerId, listingId, rating },
      {
        onSuccess: () => {
          toast.success('Rating Submitted', { description: 'Thank you for rating this seller!' });
          setRating(0);
        },
        onError: (error) => {
          toast.error('Error', { description: errorText(error, 'Failed to submit rating') });
        },
      },
    );
  };

  return (
    <Frame>
      <p className="text-sm text-muted-foreground">How was your experience with this seller?</p>
      <div className="mt-4">
        <StarInput value={rating} onChange={setRating} disabled={submit.isPending} />
      </div>
      <Button className="mt-5 w-full" onClick={onSubmit} disabled={!rating || submit.isPending}>
        {submit.isPending ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Submitting...
          </>
        ) : (
          'Submit Rating'
        )}
      </Button>
    </Frame>
  );
}
