// The paid plans above the one a founder holds, each with its price from the server, what it adds and the
// way to buy it (issue #14 item 3); shown on the results page, the dashboard and where a statement is locked.
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowRight, Check } from 'lucide-react';
import { useProducts } from '@/api/get-products';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/lib/format';
import { biggerPlans, findPlan, isCustomPlan, planAdditions, upgradeHref } from '@/lib/plans';

type UpgradePlansProps = {
  prospectId: string;
  /** The held plan's code; undefined while the prospect loads (every paid plan is then offered). */
  heldCode: string | undefined;
  title?: string;
  description?: string;
  /** The anchor the header's Upgrade link scrolls to. */
  anchorId?: string;
};

export function UpgradePlans({
  prospectId,
  heldCode,
  title = 'Upgrade My Plan',
  description = 'Keep everything you have and add more. Prices include everything listed.',
  anchorId,
}: UpgradePlansProps) {
  const products = useProducts();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const isTarget = Boolean(anchorId) && hash === `#${anchorId}`;
  const isReady = products.isSuccess;

  // The plans arrive after the page: scroll to them once they are there when the link asked for them.
  useEffect(() => {
    if (isTarget && isReady) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [isTarget, isReady]);

  if (products.isPending) {
    return (
      <Card role="status" aria-label="Loading plans" className="gap-3 p-6">
        <Skeleton className="h-6 w-48" />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      </Card>
    );
  }
  if (products.isError) {
    return (
      <StatusPanel title="We couldn't load the plans" onRetry={() => void products.refetch()}>
        Please check your connection and try again.
      </StatusPanel>
    );
  }
  const held = findPlan(products.data, heldCode);
  const plans = biggerPlans(products.data, heldCode);
  if (plans.length === 0) return null;
  const popular = plans.find((plan) => !isCustomPlan(plan));

  return (
    <section
      ref={sectionRef}
      id={anchorId}
      aria-labelledby={headingId}
      className="scroll-mt-24"
      data-testid="upgrade-plans"
    >
      <Card className="border-indigo-200">
        <CardHeader>
          <h2 id={headingId} className="text-lg leading-tight font-semibold">
            {title}
          </h2>
          <CardDescription>
            {held ? `You are on ${held.name}. ` : ''}
            {description}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid grid-cols-[repeat(auto-fit,minmax(15rem,1fr))] gap-4">
            {plans.map((plan) => {
              const isCustom = isCustomPlan(plan);
              return (
                <li
                  key={plan.id}
                  data-testid="upgrade-plan"
                  className={
                    plan === popular
                      ? 'flex flex-col gap-4 rounded-lg border border-primary p-4 ring-1 ring-primary'
                      : 'flex flex-col gap-4 rounded-lg border border-border p-4'
                  }
                >
                  <div className="flex flex-col gap-1">
                    <h3 className="font-semibold">{plan.name}</h3>
                    <p
                      className="text-2xl font-semibold tracking-tight tabular-nums"
                      data-testid="upgrade-price"
                    >
                      {formatPrice(plan)}
                    </p>
                  </div>
                  <ul className="flex flex-1 flex-col gap-2 text-sm" aria-label={`${plan.name} adds`}>
                    {planAdditions(held, plan).map((addition) => (
                      <li key={addition} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-positive" aria-hidden="true" />
                        <span>{addition}</span>
                      </li>
                    ))}
                  </ul>
                  <Button
                    asChild
                    variant={plan === popular ? 'default' : 'outline'}
                    className="h-auto min-h-10 whitespace-normal"
                  >
                    <Link to={upgradeHref(plan, prospectId)}>
                      {isCustom ? "Let's Talk" : `Upgrade to ${plan.name}`}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
