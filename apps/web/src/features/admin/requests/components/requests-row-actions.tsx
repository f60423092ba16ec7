// The icon buttons of one request row; each names its business for screen readers and e2e tests.
import { useState, type ReactNode } from 'react';
import {
  BarChart3,
  FileDown,
  FileSpreadsheet,
  FileText,
  Loader2,
  Pencil,
  RefreshCw,
  Sparkles,
  Trash2,
} from 'lucide-react';
import type { TAdminRequest } from '@trajectory/contracts/admin-requests';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { exportFinancialReports, exportQuestionnaire } from '../api/export-request-files';
import { useAdminAssessment } from '../api/get-admin-assessment';

export type RequestRowHandlers = {
  onViewStatements: (request: TAdminRequest) => void;
  onEdit: (request: TAdminRequest) => void;
  onViewAssessment: (request: TAdminRequest) => void;
  onGenerateAssessment: (request: TAdminRequest) => void;
  onDelete: (request: TAdminRequest) => void;
};

type ActionButtonProps = {
  label: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
  destructive?: boolean;
  children: ReactNode;
};

function ActionButton({ label, title, onClick, disabled, busy, destructive, children }: ActionButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-9 md:size-8', destructive && 'text-rose-600 hover:bg-rose-50 hover:text-rose-700')}
      aria-label={label}
      title={title}
      aria-busy={busy || undefined}
      onClick={onClick}
      disabled={disabled || busy}
    >
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : children}
    </Button>
  );
}

type RequestRowActionsProps = RequestRowHandlers & {
  request: TAdminRequest;
  /** The generate call for this row is in flight. */
  isStartingAssessment: boolean;
};

export function RequestRowActions({
  request,
  isStartingAssessment,
  onViewStatements,
  onEdit,
  onViewAssessment,
  onGenerateAssessment,
  onDelete,
}: RequestRowActionsProps) {
  const name = request.businessName;
  const [exporting, setExporting] = useState<'financial' | 'questionnaire' | null>(null);
  const isWriting = request.assessmentStatus === 'pending';
  // While the worker writes, ask for this assessment until it is done; that refreshes the list.
  useAdminAssessment(request.id, { enabled: isWriting });
  const hasOne = request.assessmentStatus !== null;
  const isGenerating = isStartingAssessment || isWriting;

  const runExport = (kind: 'financial' | 'questionnaire', work: () => Promise<unknown>) => {
    setExporting(kind);
    void work().finally(() => setExporting(null));
  };

  return (
    <div className="grid w-max grid-cols-4 gap-1 md:flex md:flex-nowrap md:items-center md:gap-0.5">
      <ActionButton
        label={`View statements for ${name}`}
        title="View financial statements"
        onClick={() => onViewStatements(request)}
      >
        <BarChart3 aria-hidden="true" />
      </ActionButton>
      <ActionButton
        label={`Export financial reports for ${name}`}
        title="Export financial reports (Excel)"
        busy={exporting === 'financial'}
        onClick={() =>
          runExport('financial', () =>
            exportFinancialReports({ prospectId: request.prospectId, questionnaireId: request.id }),
          )
        }
      >
        <FileSpreadsheet aria-hidden="true" />
      </ActionButton>
      <ActionButton
        label={`Export questionnaire for ${name}`}
        title="Export questionnaire details (Excel)"
        busy={exporting === 'questionnaire'}
        onClick={() => runExport('questionnaire', () => exportQuestionnaire(request.id))}
      >
        <FileDown aria-hidden="true" />
      </ActionButton>
      <ActionButton label={`Edit questionnaire for ${name}`} title="Edit" onClick={() => onEdit(request)}>
        <Pencil aria-hidden="true" />
      </ActionButton>
      <ActionButton
        label={`View assessment for ${name}`}
        title={request.hasAssessment ? 'View assessment' : 'No assessment yet'}
        disabled={!request.hasAssessment}
        onClick={() => onViewAssessment(request)}
      >
        <FileText aria-hidden="true" />
      </ActionButton>
      <ActionButton
        label={`${hasOne ? 'Regenerate' : 'Generate'} assessment for ${name}`}
        title={
          isGenerating ? 'Generating assessment...' : hasOne ? 'Regenerate assessment' : 'Generate assessment'
        }
        busy={isGenerating}
        onClick={() => onGenerateAssessment(request)}
      >
        {hasOne ? <RefreshCw aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
      </ActionButton>
      <ActionButton
        label={`Delete request for ${name}`}
        title="Delete"
        destructive
        onClick={() => onDelete(request)}
      >
        <Trash2 aria-hidden="true" />
      </ActionButton>
    </div>
  );
}
