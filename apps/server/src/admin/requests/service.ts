// Staff request rules: the list and its stats, edits that regenerate reports, deletion.
import type {
  TAdminRequest,
  TAdminRequestsFilter,
  TAdminRequestsQuery,
  TAdminUpdateQuestionnaireRequest,
} from '@trajectory/contracts/admin-requests';
import { REPORT_TYPES } from '@trajectory/contracts/visitor';
import type { Database, DbOrTx } from '../../infra/db/client';
import type { QuestionnaireSections } from '../../infra/db/schema/index';
import { AppError } from '../../lib/errors';
import {
  auditDiff,
  describeChange,
  flattenOnce,
  recordAudit,
  type AuditActor,
} from '../../domains/audit/service';
import { pageOffset, toIso } from '../common/filters';
import { findAllProducts } from '../../domains/catalog/service';
import { findQuestionnaireById } from '../../domains/questionnaires/service';
import { saveEditedAnswers } from '../../domains/questionnaires/edit/service';
import { reportTitle } from '../../domains/questionnaires/reports/service';
import {
  countReports,
  deleteAssessmentOfQuestionnaire,
  deleteQuestionnaireRow,
  deleteReportsOfQuestionnaire,
  findAllReports,
  findRequests,
  findRequestStats,
  type RequestRow,
} from './repo';

export const shortRequestId = (id: string) => `REQ-${id.slice(0, 8).toUpperCase()}`;

/** What the questionnaire's reports hold, not what the prospect's plan (perhaps bought since) would. */
function reportContents(row: RequestRow): Pick<TAdminRequest, 'statementType' | 'reportTypes'> {
  const held = new Set(row.report_types ?? []);
  const reportTypes = REPORT_TYPES.filter((type) => held.has(type));
  if (reportTypes.length === 0) return { statementType: row.statements_type ?? 'Simple', reportTypes };
  const isComplete = reportTypes.some((type) => type !== 'profit_loss');
  return { statementType: isComplete ? 'Complete' : 'Simple', reportTypes };
}

function toRequestDto(row: RequestRow): TAdminRequest {
  const sections = (row.sections ?? {}) as QuestionnaireSections;
  const businessInfo = (sections.businessInfo ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    requestId: shortRequestId(row.id),
    prospectId: row.prospect_id,
    businessName: reportTitle(sections, row.business_name),
    businessInfo,
    sections,
    contact: { name: row.name, email: row.email, phone: row.phone },
    ...reportContents(row),
    planName: row.plan_name ?? row.selected_plan_code,
    isCompleted: row.is_completed,
    reportCount: Number(row.report_count),
    hasAssessment: row.assessment_status === 'ready',
    assessmentStatus: row.assessment_status,
    createdAt: toIso(row.created_at)!,
    updatedAt: toIso(row.updated_at)!,
  };
}

function calendarMonth(now: Date) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { monthStart, monthEnd };
}

export async function listRequests(db: DbOrTx, query: TAdminRequestsQuery, now = new Date()) {
  const [rows, stats] = await Promise.all([
    findRequests(db, { ...query, limit: query.pageSize, offset: pageOffset(query) }),
    findRequestStats(db, { ...query, ...calendarMonth(now) }),
  ]);
  const isDateFiltered = Boolean(query.startDate || query.endDate);
  return {
    items: rows.map(toRequestDto),
    total: stats.total,
    page: query.page,
    pageSize: query.pageSize,
    stats: {
      totalRequests: stats.total,
      reportsGenerated: stats.reports,
      thisMonth: isDateFiltered ? stats.total : stats.thisMonth,
      isDateFiltered,
      completionRate: stats.total === 0 ? 0 : Math.round((stats.reports / (stats.total * 3)) * 100),
    },
  };
}

/** Every matching request for the export, capped so one download cannot exhaust the server. */
export async function findRequestsForExport(db: DbOrTx, filter: TAdminRequestsFilter) {
  return (await findRequests(db, { ...filter, limit: 50_000, offset: 0 })).map(toRequestDto);
}

export async function getRequest(db: DbOrTx, { id }: { id: string }) {
  const [row] = await findRequests(db, { id, limit: 1, offset: 0 });
  if (!row) throw new AppError('NOT_FOUND', 'Questionnaire not found');
  return toRequestDto(row);
}

/**
 * Saves the edit dialog's sections (those left out keep their answers) by the founder's edit rules (the
 * model's bounds; a completed questionnaire's required answers cannot be blanked), then re-creates the
 * questionnaire's reports for the prospect's plan and writes its assessment anew — all in one transaction.
 */
export async function updateRequest(
  db: Database,
  { id, input }: { id: string; input: TAdminUpdateQuestionnaireRequest },
  actor: AuditActor,
) {
  const outcome = await db.transaction(async (tx) => {
    const existing = await findQuestionnaireById(tx, { id });
    if (!existing) throw new AppError('NOT_FOUND', 'Questionnaire not found');
    const { row, regenerated, assessmentRemoved, assessmentQueued } = await saveEditedAnswers(tx, {
      existing,
      input,
      author: { madeBy: 'staff', staffUserId: 'staff' in actor ? actor.staff.id : null },
    });
    const diff = auditDiff(flattenOnce(existing.sections), flattenOnce(row.sections));
    await recordAudit(tx, {
      actor,
      action: 'questionnaire.update',
      targetType: 'questionnaire',
      targetId: id,
      summary: `Edited questionnaire ${shortRequestId(id)}${describeChange(diff)}; ${regenerated.length} report${regenerated.length === 1 ? '' : 's'} regenerated`,
      ...diff,
    });
    return { regenerated, assessmentRemoved, assessmentQueued };
  });
  return { success: true as const, request: await getRequest(db, { id }), ...outcome };
}

/** Deletes a questionnaire with its reports and assessment; the credit it used is not given back. */
export async function deleteRequest(db: Database, { id }: { id: string }, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const existing = await findQuestionnaireById(tx, { id });
    await deleteAssessmentOfQuestionnaire(tx, { questionnaireId: id });
    await deleteReportsOfQuestionnaire(tx, { questionnaireId: id });
    if (!existing || !(await deleteQuestionnaireRow(tx, { id })))
      throw new AppError('NOT_FOUND', 'Questionnaire not found');
    await recordAudit(tx, {
      actor,
      action: 'questionnaire.delete',
      targetType: 'questionnaire',
      targetId: id,
      summary: `Deleted questionnaire ${shortRequestId(id)} of ${reportTitle(existing.sections)}`,
      before: {
        prospectId: existing.prospectId,
        isCompleted: existing.isCompleted,
        sections: existing.sections,
      },
    });
  });
}

export async function listAllReports(db: DbOrTx, query: { page: number; pageSize: number }) {
  const [rows, total, productsList] = await Promise.all([
    findAllReports(db, { limit: query.pageSize, offset: pageOffset(query) }),
    countReports(db),
    findAllProducts(db),
  ]);
  const items = rows.map(({ report, sections, prospectName, prospectEmail, businessName, planCode }) => {
    const plan = productsList.find((p) => p.code === planCode);
    return {
      id: report.id,
      prospectId: report.prospectId,
      questionnaireId: report.questionnaireId,
      reportType: report.reportType,
      statementType: plan?.statementsType ?? 'Simple',
      planName: plan?.name ?? planCode,
      yearRange: report.yearRange,
      title: reportTitle(sections, businessName),
      createdAt: report.createdAt.toISOString(),
      prospectName,
      prospectEmail,
    };
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}
