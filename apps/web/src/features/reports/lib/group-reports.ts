// One dashboard card per questionnaire: its newest report, with the statement types it has.
import type { TReport } from '@trajectory/contracts/visitor';

export type ReportGroup = { questionnaireId: string; report: TReport; reportTypes: TReport['reportType'][] };

const time = (report: TReport) => {
  const value = Date.parse(report.createdAt);
  return Number.isNaN(value) ? 0 : value;
};

/** Groups by questionnaire, keeps the newest report of each, newest group first. */
export function groupReportsByQuestionnaire(reports: readonly TReport[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const report of reports) {
    const group = groups.get(report.questionnaireId);
    if (!group) {
      groups.set(report.questionnaireId, {
        questionnaireId: report.questionnaireId,
        report,
        reportTypes: [report.reportType],
      });
      continue;
    }
    if (!group.reportTypes.includes(report.reportType)) group.reportTypes.push(report.reportType);
    if (time(report) > time(group.report)) group.report = report;
  }
  return [...groups.values()].sort((a, b) => time(b.report) - time(a.report));
}
