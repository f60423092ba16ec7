// The one PDF of a questionnaire: what the plan holds now goes in, missing statements are generated first
// (no credit, as reports/generate does); pdf-document.ts draws it in the render pool.
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import type { DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import { requireProspectRow } from '../../domains/prospects/service';
import { requireQuestionnaire } from '../../domains/questionnaires/service';
import { renderPool } from '../render/pool';
import { projectQuestionnaire } from '../../domains/questionnaires/statements/service';
import { chartsOfPlan } from '../../domains/questionnaires/charts/service';
import { findReportById } from '../../domains/questionnaires/reports/repo';
import {
  findPlanOf,
  generateReports,
  reportTitle,
  reportTypesOf,
} from '../../domains/questionnaires/reports/service';

export async function renderQuestionnairePdf(db: DbOrTx, { questionnaireId }: { questionnaireId: string }) {
  const questionnaire = await requireQuestionnaire(db, { id: questionnaireId });
  if (!questionnaire.isCompleted) {
    throw new AppError('INVALID_INPUT', 'Finish the questionnaire before downloading its report', {
      field: 'id',
    });
  }
  const prospect = await requireProspectRow(db, { id: questionnaire.prospectId });
  const plan = await findPlanOf(db, prospect);
  // An older questionnaire of a founder who has paid since gets its missing statements now.
  await generateReports(db, { prospectId: prospect.id, questionnaireId: questionnaire.id });
  const businessName = reportTitle(questionnaire.sections, prospect.businessName);
  const { projection } = await projectQuestionnaire(db, questionnaire, prospect);
  const pdf = await renderPool().run('reportPdf', {
    businessName,
    planName: plan?.name ?? prospect.selectedPlanCode,
    preparedAt: new Date(),
    statements: reportTypesOf(plan),
    charts: chartsOfPlan(plan),
    sections: questionnaire.sections,
    projection,
  });
  return { filename: DOWNLOAD_NAMES.reportPdf(businessName), pdf };
}

/** The spec's download by report id: the same PDF, of that report's questionnaire. */
export async function renderReportPdf(db: DbOrTx, { reportId }: { reportId: string }) {
  const found = await findReportById(db, { id: reportId });
  if (!found) throw new AppError('NOT_FOUND', 'Report not found');
  return renderQuestionnairePdf(db, { questionnaireId: found.report.questionnaireId });
}
