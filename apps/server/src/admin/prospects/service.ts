// Staff prospect rules: list with status, contact follow-up, remaining reports, granted plans, deletion.
import { isPaidPlan } from '@trajectory/contracts/products';
import { priceToCents } from '@trajectory/contracts/common';
import type {
  TAdminProspect,
  TAdminProspectsFilter,
  TAdminProspectsQuery,
  TGrantPlanRequest,
  TUpdateProspectContactRequest,
} from '@trajectory/contracts/admin-prospects';
import type { Database, DbOrTx } from '../../infra/db/client';
import type { Mailer } from '../../infra/mail/mailer';
import { AppError } from '../../lib/errors';
import { auditDiff, describeChange, recordAudit, type AuditActor } from '../../domains/audit/service';
import { pageOffset, startOf, toIso } from '../common/filters';
import { findAllProducts, matchPlan, type ProductRow } from '../../domains/catalog/service';
import { applyOrder, insertOrder } from '../../domains/purchasing/service';
import {
  countProspects,
  deleteProspectAndWork,
  findProspectsPage,
  setRemainingReports,
  updateProspectContact,
  type AdminProspectRow,
} from './repo';

function statusOf(row: AdminProspectRow): TAdminProspect['status'] {
  if (row.submission_count === 0) return 'New';
  return row.submission_count >= row.max_submissions ? 'Limit Reached' : 'Active';
}

function toAdminProspectDto(row: AdminProspectRow, productsList: ProductRow[]): TAdminProspect {
  const planName = (code: string) => productsList.find((p) => p.code === code)?.name ?? code;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    businessName: row.business_name,
    selectedPlan: planName(row.selected_plan_code),
    selectedPlanCode: row.selected_plan_code,
    preferredPlan: row.preferred_plan_code ? planName(row.preferred_plan_code) : null,
    requests: row.submission_count,
    requestCount: row.submission_count,
    submissionCount: row.submission_count,
    maxSubmissions: row.max_submissions,
    remaining: Math.max(0, row.max_submissions - row.submission_count),
    status: statusOf(row),
    reportCount: Number(row.report_count),
    consentToContact: row.consent_to_contact,
    contactStatus: row.contact_status,
    comments: row.comments,
    lastContactedAt: toIso(row.last_contacted_at),
    latestReportId: row.latest_report_id,
    latestQuestionnaireId: row.latest_questionnaire_id,
    createdAt: toIso(row.created_at)!,
  };
}

export async function listAdminProspects(db: DbOrTx, query: TAdminProspectsQuery) {
  const [rows, total, productsList] = await Promise.all([
    findProspectsPage(db, { ...query, limit: query.pageSize, offset: pageOffset(query) }),
    countProspects(db, query),
    findAllProducts(db),
  ]);
  return {
    items: rows.map((r) => toAdminProspectDto(r, productsList)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findProspectsForExport(db: DbOrTx, filter: TAdminProspectsFilter) {
  const [rows, productsList] = await Promise.all([
    findProspectsPage(db, { ...filter, limit: 50_000, offset: 0 }),
    findAllProducts(db),
  ]);
  return rows.map((r) => toAdminProspectDto(r, productsList));
}

export async function getAdminProspect(db: DbOrTx, { id }: { id: string }) {
  const [[row], productsList] = await Promise.all([
    findProspectsPage(db, { id, limit: 1, offset: 0 }),
    findAllProducts(db),
  ]);
  if (!row) throw new AppError('NOT_FOUND', 'Prospect not found');
  return toAdminProspectDto(row, productsList);
}

/** Left without a date, a status saying the prospect was reached stamps the time of this change. */
/** What the audit log keeps of a prospect: who it is, its plan and the staff follow-up. */
function auditView(p: TAdminProspect) {
  return {
    name: p.name,
    email: p.email,
    businessName: p.businessName,
    selectedPlanCode: p.selectedPlanCode,
    maxSubmissions: p.maxSubmissions,
    remaining: p.remaining,
    contactStatus: p.contactStatus,
    comments: p.comments,
    lastContactedAt: p.lastContactedAt,
  };
}

const who = (p: TAdminProspect) => p.businessName || p.name || p.email;

export async function updateContact(
  db: Database,
  { id, input }: { id: string; input: TUpdateProspectContactRequest },
  actor: AuditActor,
) {
  const lastContactedAt =
    input.lastContactedAt === undefined
      ? input.contactStatus === 'not_contacted'
        ? undefined
        : new Date()
      : input.lastContactedAt === null
        ? null
        : startOf(input.lastContactedAt);
  return db.transaction(async (tx) => {
    const was = await getAdminProspect(tx, { id });
    await updateProspectContact(tx, {
      id,
      values: {
        contactStatus: input.contactStatus,
        ...(input.comments !== undefined ? { comments: input.comments?.trim() || null } : {}),
        ...(lastContactedAt !== undefined ? { lastContactedAt } : {}),
      },
    });
    const now = await getAdminProspect(tx, { id });
    const diff = auditDiff(auditView(was), auditView(now));
    await recordAudit(tx, {
      actor,
      action: 'prospect.update_contact',
      targetType: 'prospect',
      targetId: id,
      summary: `Changed the contact follow-up of ${who(now)}${describeChange(diff)}`,
      ...diff,
    });
    return now;
  });
}

export async function updateRemainingReports(
  db: Database,
  { id, remaining }: { id: string; remaining: number },
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const was = await getAdminProspect(tx, { id });
    await setRemainingReports(tx, { id, remaining });
    const now = await getAdminProspect(tx, { id });
    const diff = auditDiff(auditView(was), auditView(now));
    await recordAudit(tx, {
      actor,
      action: 'prospect.update_remaining',
      targetType: 'prospect',
      targetId: id,
      summary: `Set the remaining reports of ${who(now)} to ${now.remaining}`,
      ...diff,
    });
    return now;
  });
}

/**
 * Grants a paid plan after a conversation: a manual order for the agreed amount, applied like any
 * payment (plan, credits, payment history with method Manual, missing statements) in one transaction.
 */
export async function grantPlan(
  db: Database,
  { id, input, mailer }: { id: string; input: TGrantPlanRequest; mailer: Mailer },
  actor: AuditActor,
) {
  const product = matchPlan(await findAllProducts(db), input.productCode);
  if (!product) {
    throw new AppError('INVALID_INPUT', `There is no plan with the code "${input.productCode}".`, {
      field: 'productCode',
    });
  }
  if (!isPaidPlan(product)) {
    throw new AppError('INVALID_INPUT', `${product.name} is free: choose a paid plan to grant.`, {
      field: 'productCode',
    });
  }
  const amountCents = priceToCents(input.amount);
  await db.transaction(async (tx) => {
    const was = await getAdminProspect(tx, { id });
    const order = await insertOrder(tx, {
      prospectId: id,
      productCode: product.code,
      amountCents,
      provider: 'manual',
      status: 'confirmed',
    });
    await applyOrder(tx, { order, paymentMethod: 'Manual', transactionId: `manual_${order.id}`, mailer });
    const now = await getAdminProspect(tx, { id });
    const diff = auditDiff(auditView(was), auditView(now));
    await recordAudit(tx, {
      actor,
      action: 'prospect.grant_plan',
      targetType: 'prospect',
      targetId: id,
      summary: `Granted ${product.name} to ${who(now)} for ${input.amount}`,
      before: diff.before,
      after: { ...diff.after, amount: input.amount, orderId: order.id },
    });
  });
  return getAdminProspect(db, { id });
}

export async function deleteProspect(db: Database, { id }: { id: string }, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const was = await getAdminProspect(tx, { id });
    if (!(await deleteProspectAndWork(tx, { id }))) throw new AppError('NOT_FOUND', 'Prospect not found');
    await recordAudit(tx, {
      actor,
      action: 'prospect.delete',
      targetType: 'prospect',
      targetId: id,
      summary: `Deleted prospect ${who(was)} with ${was.reportCount} report${was.reportCount === 1 ? '' : 's'}`,
      before: { ...auditView(was), reportCount: was.reportCount },
    });
  });
}
