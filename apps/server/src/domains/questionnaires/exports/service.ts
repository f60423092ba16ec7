// The Excel report of a prospect's questionnaire: who may have it, and the workbook built from the engine.
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import type { Projection, ProjectionInputs } from '@trajectory/engine';
import type { DbOrTx } from '../../../infra/db/client';
import { AppError } from '../../../lib/errors';
import { assertPlanHasCompleteStatements, projectQuestionnaire } from '../statements/service';
import { requireProspectRow } from '../../prospects/service';
import { assertCompleted, findLatestCompletedQuestionnaire, findQuestionnaireById } from '../service';
import { reportTitle } from '../reports/service';
import { renderPool } from '../../../documents/render/pool';

// The questionnaire's PDF download, for the domains that hand it out by other routes (a share link).
export { renderQuestionnairePdf } from '../reports/pdf';
// The Excel report's rule, for a share link's download of it.
export { assertPlanHasCompleteStatements } from '../statements/service';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function requireCompletedQuestionnaire(
  db: DbOrTx,
  { prospectId, questionnaireId }: { prospectId: string; questionnaireId?: string },
) {
  if (!questionnaireId) {
    const latest = await findLatestCompletedQuestionnaire(db, { prospectId });
    if (!latest) throw new AppError('NOT_FOUND', 'This prospect has no completed questionnaire yet');
    return latest;
  }
  const row = await findQuestionnaireById(db, { id: questionnaireId });
  // Another prospect's questionnaire is answered like a missing one: ids reveal nothing.
  if (!row || row.prospectId !== prospectId) {
    throw new AppError('NOT_FOUND', 'Questionnaire not found', { field: 'questionnaireId' });
  }
  assertCompleted(row, { field: 'questionnaireId' });
  return row;
}

export async function exportFinancialReport(
  db: DbOrTx,
  {
    prospectId,
    questionnaireId,
    isStaff,
  }: { prospectId: string; questionnaireId?: string; isStaff: boolean },
): Promise<{ filename: string; workbook: Buffer }> {
  const prospect = await requireProspectRow(db, { id: prospectId });
  const row = await requireCompletedQuestionnaire(db, { prospectId, questionnaireId });
  // The Excel report carries the balance sheet and cash flow, so it follows the plan.
  await assertPlanHasCompleteStatements(db, {
    selectedPlanCode: prospect.selectedPlanCode,
    isStaff,
    what: 'The Excel report',
  });

  // The one projection of this download; its inputs carry the plan's years (projectionYears), so the
  // workbook models year1..yearN. The worker gets both and projects nothing again.
  const { inputs, projection } = await projectQuestionnaire(db, row, prospect);
  const title = reportTitle(row.sections, prospect.businessName);
  return {
    filename: DOWNLOAD_NAMES.excelReport(title),
    workbook: await buildWorkbookFile({ title, inputs, projection }),
  };
}

/** The live-model workbook of one projection, with the seven chart pictures, drawn by the render pool. */
export async function buildWorkbookFile(input: {
  title: string;
  inputs: ProjectionInputs;
  projection: Projection;
  /** A share link's cover line on the first sheet. */
  sharedLine?: string;
}): Promise<Buffer> {
  // A share link's viewer's download waits behind founders' and staff's jobs (issue #26 item 4).
  return renderPool().run('workbook', input, { sharedViewer: input.sharedLine !== undefined });
}
