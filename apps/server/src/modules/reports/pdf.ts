// The downloadable PDF of one report: who may have it and what goes in; pdf-document.ts draws it.
import type { DbOrTx } from '../../db/client';
import { REPORT_TYPE_LABEL } from '@trajectory/contracts/visitor';
import { AppError } from '../../lib/errors';
import { requireProspectRow } from '../prospects/service';
import { renderPool } from '../render/pool';
import { assertPlanHasCompleteStatements, projectSections } from '../statements/service';
import { findReportById } from './repo';
import { reportTitle } from './service';

export async function renderReportPdf(
  db: DbOrTx,
  { reportId, isStaff }: { reportId: string; isStaff: boolean },
) {
  const found = await findReportById(db, { id: reportId });
  if (!found) throw new AppError('NOT_FOUND', 'Report not found');
  const { report, sections } = found;
  const prospect = await requireProspectRow(db, { id: report.prospectId });
  if (report.reportType !== 'profit_loss') {
    await assertPlanHasCompleteStatements(db, {
      selectedPlanCode: prospect.selectedPlanCode,
      isStaff,
      what: `The ${REPORT_TYPE_LABEL[report.reportType]} report`,
    });
  }
  const projection = projectSections(sections);
  const title = reportTitle(sections, prospect.businessName);
  const filename = `${report.reportType}_${report.yearRange}.pdf`.replace(/[^\w.-]+/g, '_');

  const pdf = await renderPool().run('reportPdf', {
    reportType: report.reportType,
    yearRange: report.yearRange,
    title,
    prospectName: prospect.name,
    sections,
    projection,
    preparedAt: new Date(),
  });
  return { filename, pdf };
}
