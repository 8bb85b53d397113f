import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { Progress } from '@client/components/ui/progress.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import { cn } from '@client/lib/cn.ts';
import { PLANS, type PlanId } from '@shared/domain/plans.ts';
import type { MySubscription, PlanReply } from '@shared/schemas/plans.ts';
import { Check } from 'lucide-react';
import { useChangePlan, useMySubscription, usePlans } from '../api.ts';

const price = (p: PlanReply) =>
  p.pricePerMonth === 0
    ? 'Free'
    : new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: p.currency,
        maximumFractionDigits: 0,
      }).format(p.pricePerMonth);

const STATUS_LABEL: Record<MySubscription['status'], string> = {
  active: 'Active',
  inactive: 'Basic',
  cancelled: 'Cancelled',
  past_due: 'Payment due',
};

function Usage({ mine }: { mine: MySubscription }) {
  const limit = mine.listingLimit;
  const full = limit !== null && mine.listingsHeld >= limit;
  const until = mine.currentPeriodEnd
    ? new Date(mine.currentPeriodEnd).toLocaleDateString('en-US', { dateStyle: 'medium' })
    : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-display text-2xl text-foreground">{PLANS[mine.planInEffect].name} plan</p>
        <Badge
          variant={
            mine.status === 'past_due' ? 'destructive' : mine.status === 'active' ? 'success' : 'secondary'
          }
        >
          {STATUS_LABEL[mine.status]}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground" data-testid="plan-usage">
        {limit === null
          ? `${mine.listingsHeld} listings, no limit`
          : `${mine.listingsHeld} of ${limit} listings used`}
        {until && mine.status === 'cancelled' ? ` · ${PLANS[mine.plan].name} until ${until}` : ''}
        {until && mine.status === 'active' ? ` · renews ${until}` : ''}
      </p>
      {limit !== null ? (
        <Progress
          value={(mine.listingsHeld / limit) * 100}
          aria-label="Listings used"
          indicatorClassName={full ? 'bg-destructive' : undefined}
        />
      ) : null}
      {full ? (
        <p className="text-sm text-destructive" role="status">
          You have reached your plan’s limit. Upgrade to list more vehicles.
        </p>
      ) : null}
    </div>
  );
}

/** Dealer plans: what the dealer has, and basic, pro and premium side by side to switch. */
export function PlansSection({ sellerId }: { sellerId: string }) {
  const plans = usePlans();
  const mine = useMySubscription();
  const change = useChangePlan(sellerId);

  const choose = (plan: PlanId | null) =>
    change.mutate(plan, {
      onSuccess: () =>
        toast.success(plan ? `You are on ${PLANS[plan].name}` : 'Plan cancelled', {
          description: plan
            ? `Your ${PLANS[plan].name} plan is active.`
            : 'It stays in effect until the end of its period, then you are on Basic.',
        }),
      onError: (error) => toast.error(errorText(error, 'The plan could not be changed')),
    });

  return (
    <section aria-labelledby="plans-title" className="flex flex-col gap-6" id="plans">
      <div>
        <h2 id="plans-title" className="font-display text-3xl text-foreground">
          Plans
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Paid plans list more vehicles, rank higher in “Recommended” and are featured on the home page.
        </p>
      </div>
      <Card className="p-6">
        {mine.isPending ? (
          <Skeleton className="h-16" />
        ) : mine.isError ? (
          <p role="alert">{errorText(mine.error, 'Your plan could not be loaded')}</p>
        ) : (
          <Usage mine={mine.data} />
        )}
      </Card>
      {plans.isPending ? (
        <div className="grid gap-4 md:grid-cols-3">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      ) : plans.isError ? (
        <p role="alert">{errorText(plans.error, 'The plans could not be loaded')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3" aria-label="Plans">
          {plans.data.map((plan) => {
            const current = mine.data?.planInEffect === plan.id;
            const paidAndActive = mine.data?.status === 'active' && mine.data.plan !== 'basic';
            return (
              <li key={plan.id}>
                <Card
                  className={cn('flex h-full flex-col gap-4 p-6', current && 'border-gold/60')}
                  aria-label={`${plan.name} plan`}
                >
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="font-display text-2xl">{plan.name}</h3>
                    {current ? <Badge>Current</Badge> : null}
                  </div>
                  <p>
                    <span className="font-display text-3xl">{price(plan)}</span>
                    {plan.pricePerMonth > 0 ? (
                      <span className="text-sm text-muted-foreground"> / month</span>
                    ) : null}
                  </p>
                  <ul className="flex flex-1 flex-col gap-2 text-sm text-foreground/85">
                    {plan.perks.map((perk) => (
                      <li key={perk} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
                        {perk}
                      </li>
                    ))}
                  </ul>
                  {plan.pricePerMonth === 0 ? (
                    paidAndActive ? (
                      <Button variant="outline" disabled={change.isPending} onClick={() => choose(null)}>
                        Cancel paid plan
                      </Button>
                    ) : null
                  ) : current && mine.data?.status === 'active' ? (
                    <Button variant="secondary" disabled>
                      Your plan
                    </Button>
                  ) : (
                    <Button disabled={change.isPending || !mine.data} onClick={() => choose(plan.id)}>
                      {paidAndActive ? `Switch to ${plan.name}` : `Upgrade to ${plan.name}`}
                    </Button>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">
        Paid monthly through our payment provider. Cancelling keeps your plan until the end of the period you
        paid for.
      </p>
    </section>
  );
}
