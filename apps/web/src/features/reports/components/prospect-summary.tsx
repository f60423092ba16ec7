// Who the dashboard is for: name, e-mail, member since, plan badge and report usage.
import { Link } from 'react-router';
import type { TProspect } from '@trajectory/contracts/prospects';
import { PLAN_KEY_BY_CODE } from '@trajectory/contracts/products';
import { useProducts } from '@/api/get-products';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatDate } from '@/lib/format';
import { REPORT_CREDITS_NOTE } from '@/lib/product-features';
import { isFreePlan, isPaymentPending } from '../lib/plans';
import { checkoutHref } from '@/lib/paths';

export function ProspectSummary({ prospect }: { prospect: TProspect }) {
  const products = useProducts();
  const isPending = isPaymentPending(prospect, products.data);
  const used = Math.min(prospect.submissionCount, prospect.maxSubmissions);
  const pendingType =
    isPending && prospect.preferredPlanCode ? PLAN_KEY_BY_CODE[prospect.preferredPlanCode] : undefined;
  // Custom is agreed in conversation, not paid online (ARCHITECTURE.md).
  const completePaymentHref =
    pendingType && pendingType !== 'custom' ? checkoutHref(pendingType, prospect.id) : null;
  const percentUsed = prospect.maxSubmissions > 0 ? (used / prospect.maxSubmissions) * 100 : 100;
  return (
    <Card className="gap-5 p-6" aria-label="Your account">
      <div className="flex flex-col gap-1">
        <p className="text-lg font-semibold">{prospect.name}</p>
        <p className="text-sm break-all text-muted-foreground">{prospect.email}</p>
        <p className="text-sm text-muted-foreground">Member since {formatDate(prospect.createdAt)}</p>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-muted-foreground">Your plan</p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={isFreePlan(prospect) ? 'secondary' : 'brand'} data-testid="plan-badge">
            {prospect.selectedPlan}
          </Badge>
          {isPending && (
            <Badge variant="warning" data-testid="payment-pending">
              Payment Pending
            </Badge>
          )}
        </div>
        {isPending && (
          <p className="text-sm text-muted-foreground">
            Your {prospect.preferredPlan} plan starts as soon as its payment is complete.
          </p>
        )}
        {completePaymentHref && (
          <Button asChild size="sm" variant="outline" className="w-fit">
            <Link to={completePaymentHref}>Complete Payment</Link>
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-medium text-muted-foreground">Reports used</span>
          <span className="font-semibold tabular-nums" data-testid="usage">
            {prospect.submissionCount} of {prospect.maxSubmissions}
          </span>
        </div>
        <Progress value={percentUsed} aria-label="Reports used" />
        <p className="text-xs text-muted-foreground" data-testid="credits-note">
          {REPORT_CREDITS_NOTE}
        </p>
      </div>
    </Card>
  );
}
