// The one PDF of a questionnaire: what the plan holds now goes in, missing statements are generated first
// (no credit, as reports/generate does); documents/pdf/pdf-document.ts draws it in the render pool from the
// request's one projection.
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import type { DbOrTx } from '../../../infra/db/client';
import type { QuestionnaireSections } from '../../../infra/db/schema/index';
import { AppError } from '../../../lib/errors';
import { requireProspectRow } from '../../prospects/service';
import { assertCompleted, requireQuestionnaire } from '../service';
import { renderPool } from '../../../documents/render/pool';
import { projectQuestionnaire } from '../statements/service';
import { chartsOfPlan } from '../charts/service';
import { findReportById } from './repo';
import { findPlanOf, generateReports, reportTitle, reportTypesOf } from './service';

/**
 * `shared`: the share link it is downloaded through: its label and the version it shows, printed on the
 * cover, and the answers of that version (a pinned link's), which the PDF is drawn from.
 */
export async function renderQuestionnairePdf(
  db: DbOrTx,
  {
    questionnaireId,
    shared,
  }: {
    questionnaireId: string;
    shared?: { label: string; versionLine: string; sections: QuestionnaireSections };
  },
) {
  const questionnaire = await requireQuestionnaire(db, { id: questionnaireId });
  assertCompleted(questionnaire);
  const prospect = await requireProspectRow(db, { id: questionnaire.prospectId });
  const plan = await findPlanOf(db, prospect);
  // An older questionnaire of a founder who has paid since gets its missing statements now.
  await generateReports(db, { prospectId: prospect.id, questionnaireId: questionnaire.id, questionnaire });
  const answers = {
    prospectId: questionnaire.prospectId,
    sections: shared?.sections ?? questionnaire.sections,
  };
  const businessName = reportTitle(answers.sections, prospect.businessName);
  // The one projection of this download: the PDF is drawn from it and its inputs, never the answers.
  const { inputs, projection } = await projectQuestionnaire(db, answers, prospect, plan ?? null);
  const pdf = await renderPool().run(
    'reportPdf',
    {
      businessName,
      planName: plan?.name ?? prospect.selectedPlanCode,
      preparedAt: new Date(),
      statements: reportTypesOf(plan),
      charts: chartsOfPlan(plan),
      inputs,
      projection,
      ...(shared ? { sharedWith: shared.label, sharedVersion: shared.versionLine } : {}),
      // A share link's viewer's download waits behind founders' and staff's jobs (issue #26 item 4).
    },
    { sharedViewer: shared !== undefined },
  );
  return { filename: DOWNLOAD_NAMES.reportPdf(businessName), pdf };
}

/** The spec's download by report id: the same PDF, of that report's questionnaire. */
export async function renderReportPdf(db: DbOrTx, { reportId }: { reportId: string }) {
  const found = await findReportById(db, { id: reportId });
  if (!found) throw new AppError('NOT_FOUND', 'Report not found');
  return renderQuestionnairePdf(db, { questionnaireId: found.report.questionnaireId });
}
