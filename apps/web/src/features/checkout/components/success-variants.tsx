// The three payment-success screens (purchasing.md 2.4): new purchase, plan upgrade, Expert Feedback.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, FileText, LayoutDashboard, Video } from 'lucide-react';
import type { TProspect } from '@trajectory/contracts/prospects';
import type { TProduct } from '@trajectory/contracts/products';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { productFeatures } from '@/lib/product-features';
import { SchedulingEmbed } from './scheduling-embed';
import { fullStatementsHref, meetingHref, REPORTS_PATH } from '@/lib/paths';

type VariantProps = { prospect: TProspect; plan: TProduct | undefined };

function Confirmation({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
    >
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-positive" aria-hidden="true" />
      <div className="text-sm">{children}</div>
    </div>
  );
}

export function PurchaseSuccess({ prospect, plan }: VariantProps) {
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <Confirmation>
        Your <span className="font-semibold">{prospect.selectedPlan}</span> plan is active and your statements
        are ready.
      </Confirmation>
      {plan && (
        <Card>
          <CardHeader>
            <CardTitle>Your plan includes</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2" aria-label="Plan features">
              {productFeatures(plan).map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-positive" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to={fullStatementsHref(prospect.id)}>
            <FileText aria-hidden="true" />
            View My Reports
          </Link>
        </Button>
        {plan?.canBookMeeting && (
          <Button asChild size="lg" variant="outline">
            <Link to={meetingHref(prospect.email)}>
              <Video aria-hidden="true" />
              Book Expert Consultation
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant="ghost">
          <Link to={REPORTS_PATH}>My Reports Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}

export function UpgradeSuccess({ prospect }: VariantProps) {
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <Confirmation>
        You&apos;re now on <span className="font-semibold">{prospect.selectedPlan}</span>. Your complete
        statements are ready, and your new report credits have been added.
      </Confirmation>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to={REPORTS_PATH}>
            <LayoutDashboard aria-hidden="true" />
            Go to Reports Dashboard
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={fullStatementsHref(prospect.id)}>
            <FileText aria-hidden="true" />
            View Full Statements
          </Link>
        </Button>
      </div>
    </div>
  );
}

export function ExpertSuccess({ prospect }: VariantProps) {
  return (
    <div className="flex flex-col gap-6">
      <Confirmation>
        Your <span className="font-semibold">{prospect.selectedPlan}</span> plan is active. Book your
        10-minute session with an expert below.
      </Confirmation>
      <Card>
        <CardHeader>
          <CardTitle>Schedule Your 10-Minute Expert Session</CardTitle>
          <CardDescription>Choose a time that suits you; the session is held by video call.</CardDescription>
        </CardHeader>
        <CardContent>
          <SchedulingEmbed email={prospect.email} />
        </CardContent>
      </Card>
      <div>
        <Button asChild size="lg">
          <Link to={fullStatementsHref(prospect.id)}>
            <FileText aria-hidden="true" />
            View Statements
          </Link>
        </Button>
      </div>
    </div>
  );
}
