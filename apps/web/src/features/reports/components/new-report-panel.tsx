// What the prospect can do next: a new report while credits remain, otherwise a new plan or an expert.
import { Link } from 'react-router';
import { MessageCircle, Plus, ShoppingCart } from 'lucide-react';
import type { TProspect } from '@trajectory/contracts/prospects';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isFreePlan } from '../lib/plans';
import { TALK_WITH_EXPERT_PATH } from '@/lib/paths';

type NewReportPanelProps = {
  prospect: TProspect;
  onNewReport: () => void;
  onBuyPlan: () => void;
};

export function NewReportPanel({ prospect, onNewReport, onBuyPlan }: NewReportPanelProps) {
  const remaining = prospect.maxSubmissions - prospect.submissionCount;
  if (remaining > 0) {
    return (
      <Card className="gap-3 border-emerald-200 bg-emerald-50/60 p-6" data-testid="new-report-panel">
        <p className="font-semibold text-emerald-900">Ready to create new questionnaire</p>
        <p className="text-sm text-emerald-900/80">
          You have {remaining} {remaining === 1 ? 'report' : 'reports'} left on your {prospect.selectedPlan}{' '}
          plan.
        </p>
        <Button onClick={onNewReport} className="w-full md:w-fit">
          <Plus aria-hidden="true" />
          Get a New Report
        </Button>
      </Card>
    );
  }
  return (
    <Card className="gap-3 border-amber-200 bg-amber-50/60 p-6" data-testid="new-report-panel">
      <p className="font-semibold text-amber-900">Report limit reached</p>
      <p className="text-sm text-amber-900/80">
        You have used all {prospect.maxSubmissions} reports on your {prospect.selectedPlan} plan. Choose a new
        plan to create more reports.
      </p>
      <div className="flex flex-col gap-2 md:flex-row">
        <Button onClick={onBuyPlan}>
          <ShoppingCart aria-hidden="true" />
          Buy a New Plan
        </Button>
        {!isFreePlan(prospect) && (
          <Button asChild variant="outline">
            <Link to={TALK_WITH_EXPERT_PATH}>
              <MessageCircle aria-hidden="true" />
              Talk With an Expert
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
