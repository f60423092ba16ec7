// Staff prospect rules: list with status, contact follow-up, remaining reports, granted plans, deletion.
import type {
  TAdminProspect,
  TAdminProspectsFilter,
  TAdminProspectsQuery,
  TGrantPlanRequest,
  TUpdateProspectContactRequest,
} from '@trajectory/contracts/admin-prospects';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { pageOffset, startOf, toIso } from '../admin-common/filters';
import { isPaid, matchPlan } from '../products/plans';
import { findAllProducts, type ProductRow } from '../products/service';
import { applyOrder } from '../purchasing/apply';
import { insertOrder } from '../purchasing/service';
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
export async function updateContact(
  db: DbOrTx,
  { id, input }: { id: string; input: TUpdateProspectContactRequest },
) {
  const lastContactedAt =
    input.lastContactedAt === undefined
      ? input.contactStatus === 'not_contacted'
        ? undefined
        : new Date()
      : input.lastContactedAt === null
        ? null
        : startOf(input.lastContactedAt);
  const updated = await updateProspectContact(db, {
    id,
    values: {
      contactStatus: input.contactStatus,
      ...(input.comments !== undefined ? { comments: input.comments?.trim() || null } : {}),
      ...(lastContactedAt !== undefined ? { lastContactedAt } : {}),
    },
  });
  if (!updated) throw new AppError('NOT_FOUND', 'Prospect not found');
  return getAdminProspect(db, { id });
}

export async function updateRemainingReports(
  db: DbOrTx,
  { id, remaining }: { id: string; remaining: number },
) {
  if (!(await setRemainingReports(db, { id, remaining })))
    throw new AppError('NOT_FOUND', 'Prospect not found');
  return getAdminProspect(db, { id });
}

/**
 * Grants a paid plan after a conversation: a manual order for the agreed amount, applied like any
 * payment (plan, credits, payment history with method Manual, missing statements) in one transaction.
 */
export async function grantPlan(db: Database, { id, input }: { id: string; input: TGrantPlanRequest }) {
  const product = matchPlan(await findAllProducts(db), input.productCode);
  if (!product) {
    throw new AppError('INVALID_INPUT', `Unknown product "${input.productCode}"`, { field: 'productCode' });
  }
  if (!isPaid(product)) {
    throw new AppError('INVALID_INPUT', `${product.name} is not a paid plan; grant a paid plan`, {
      field: 'productCode',
    });
  }
  const amountCents = Math.round(Number(input.amount) * 100);
  await db.transaction(async (tx) => {
    const [exists] = await findProspectsPage(tx, { id, limit: 1, offset: 0 });
    if (!exists) throw new AppError('NOT_FOUND', 'Prospect not found');
    const order = await insertOrder(tx, {
      prospectId: id,
      productCode: product.code,
      amountCents,
      provider: 'manual',
      status: 'confirmed',
    });
    await applyOrder(tx, { order, paymentMethod: 'Manual', transactionId: `manual_${order.id}` });
  });
  return getAdminProspect(db, { id });
}

export async function deleteProspect(db: Database, { id }: { id: string }) {
  await db.transaction(async (tx) => {
    if (!(await deleteProspectAndWork(tx, { id }))) throw new AppError('NOT_FOUND', 'Prospect not found');
  });
}
