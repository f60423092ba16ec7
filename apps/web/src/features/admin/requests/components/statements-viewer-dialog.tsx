// Financial Statements viewer: P&L with seven charts, Balance Sheet, Cash Flow (admin.md section 2).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { yearsInWords } from '@trajectory/contracts/statements';
import { balanceSheetQueryOptions } from '@/api/get-balance-sheet';
import { cashFlowQueryOptions } from '@/api/get-cash-flow';
import { profitLossQueryOptions } from '@/api/get-profit-loss';
import { useQuestionnaire } from '@/api/get-questionnaire';
import { StatementSections } from '@/components/statements/statement-sections';
import { StatusPanel } from '@/components/status-panel';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { BalanceSheetPanel, CashFlowPanel, ProfitLossPanel } from './statements-viewer-panels';

export const INVALID_QUESTIONNAIRE_ID = 'Invalid questionnaire ID. Please try again.';

type StatementsViewerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  questionnaireId: string | null;
};

const isQuestionnaireId = (id: string | null): id is string => z.uuid().safeParse(id).success;

function StatementsViewer({ questionnaireId }: { questionnaireId: string }) {
  // The questionnaire branch of each key is taken, so the prospect id is not needed.
  const target = { prospectId: '', questionnaireId };
  const profitLoss = useQuery(profitLossQueryOptions(target));
  const balanceSheet = useQuery(balanceSheetQueryOptions(target));
  const cashFlow = useQuery(cashFlowQueryOptions(target));
  const questionnaire = useQuestionnaire(questionnaireId);

  const sections = [
    {
      value: 'profit-loss',
      title: 'Profit & Loss',
      content: (
        <ProfitLossPanel query={profitLoss} questionnaireId={questionnaireId} questionnaire={questionnaire} />
      ),
    },
    { value: 'balance-sheet', title: 'Balance Sheet', content: <BalanceSheetPanel query={balanceSheet} /> },
    { value: 'cash-flow', title: 'Cash Flow', content: <CashFlowPanel query={cashFlow} /> },
  ];

  return <StatementSections sections={sections} testId="statements-viewer" />;
}

export function StatementsViewerDialog({ open, onOpenChange, questionnaireId }: StatementsViewerDialogProps) {
  const businessName = useBusinessName(open ? questionnaireId : null);
  // Staff see the prospect's years: the statements say how many (the same query the P&L panel reads).
  const years = useQuery({
    ...profitLossQueryOptions({ prospectId: '', questionnaireId }),
    enabled: open && isQuestionnaireId(questionnaireId),
  }).data?.projectionYears;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-6xl">
        <DialogHeader>
          <DialogTitle>Financial Statements</DialogTitle>
          <DialogDescription>
            {businessName ? `${businessName}. ` : ''}
            {yearsInWords(years, { title: true })}-year projections in whole US dollars. Amounts in brackets
            are negative.
          </DialogDescription>
        </DialogHeader>
        {isQuestionnaireId(questionnaireId) ? (
          <StatementsViewer questionnaireId={questionnaireId} />
        ) : (
          <StatusPanel title={INVALID_QUESTIONNAIRE_ID} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The business named in the answers, once they are loaded (shared with the assumptions table's query). */
function useBusinessName(questionnaireId: string | null): string | undefined {
  const questionnaire = useQuestionnaire(isQuestionnaireId(questionnaireId) ? questionnaireId : null);
  return questionnaire.data?.businessInfo?.name ?? undefined;
}
