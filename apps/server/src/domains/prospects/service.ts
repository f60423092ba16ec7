// Prospect rules: registration (an existing e-mail is never handed out), lookup, plan limits.
import { isPaidPlan } from '@trajectory/contracts/products';
import type { TCreateProspectRequest, TProspect } from '@trajectory/contracts/prospects';
import type { DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import {
  findAllProducts,
  findProductByCode,
  FREE_PLAN_CODE,
  matchPlan,
  type ProductRow,
} from '../catalog/service';
import {
  countReportsOfProspect,
  findProspectByEmail,
  findProspectById,
  findProspectWithPlan,
  incrementSubmissionCount,
  insertProspect,
  updateProspect,
  type ProspectRow,
} from './repo';

// What other modules read of this one's rows: they reach it through this service (issue #13).
export {
  findProspectByEmail,
  findProspectById,
  findProspectForUpdate,
  reportCreditUpdate,
  type ProspectRow,
  updateProspect,
} from './repo';

export async function toProspectDto(
  db: DbOrTx,
  row: ProspectRow,
  productsList?: ProductRow[],
  /** Known without asking: a prospect created a moment ago has no reports. */
  reportCount?: number,
): Promise<TProspect> {
  const list = productsList ?? (await findAllProducts(db));
  const selected = list.find((p) => p.code === row.selectedPlanCode);
  const preferred = row.preferredPlanCode ? list.find((p) => p.code === row.preferredPlanCode) : undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    businessName: row.businessName,
    selectedPlan: selected?.name ?? row.selectedPlanCode,
    selectedPlanCode: row.selectedPlanCode,
    preferredPlan: preferred?.name ?? row.preferredPlanCode ?? null,
    preferredPlanCode: row.preferredPlanCode ?? null,
    statementsType: selected?.statementsType ?? 'Simple',
    submissionCount: row.submissionCount,
    maxSubmissions: row.maxSubmissions,
    remainingReports: Math.max(0, row.maxSubmissions - row.submissionCount),
    reportCount: reportCount ?? (await countReportsOfProspect(db, { prospectId: row.id })),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Registers a prospect. A new one starts on the free plan with its credits; a paid plan chosen here only
 * becomes the preferred plan. An existing e-mail is never overwritten: a browser that holds it gets it back
 * (with only its empty fields filled), anyone else only learns that it exists (`exists`).
 */
export async function registerProspect(
  db: DbOrTx,
  { input, heldProspectIds }: { input: TCreateProspectRequest; heldProspectIds: ReadonlySet<string> },
): Promise<
  | { kind: 'created'; prospect: TProspect }
  | { kind: 'held'; prospect: TProspect }
  | { kind: 'exists'; row: ProspectRow }
> {
  const productsList = await findAllProducts(db);
  let preferredPlanCode: string | null = null;
  if (input.selectedPlan) {
    const plan = matchPlan(productsList, input.selectedPlan);
    if (!plan)
      throw new AppError('INVALID_INPUT', `Unknown plan "${input.selectedPlan}"`, { field: 'selectedPlan' });
    if (isPaidPlan(plan)) preferredPlanCode = plan.code;
  }
  const free = productsList.find((p) => p.code === FREE_PLAN_CODE);
  const created = await insertProspect(db, {
    name: input.name,
    email: input.email,
    businessName: input.businessName,
    phone: input.phone,
    consentToContact: input.consentToContact,
    selectedPlanCode: FREE_PLAN_CODE,
    preferredPlanCode,
    maxSubmissions: free?.questionnairesPerEmail ?? 2,
  });
  if (created) return { kind: 'created', prospect: await toProspectDto(db, created, productsList, 0) };

  const existing = await findProspectByEmail(db, { email: input.email });
  if (!existing)
    throw new AppError('CONFLICT', 'This e-mail address is being registered right now. Please try again.');
  if (!heldProspectIds.has(existing.id)) return { kind: 'exists', row: existing };
  const fill: Partial<ProspectRow> = {};
  if (!existing.name.trim()) fill.name = input.name;
  if (!existing.businessName.trim()) fill.businessName = input.businessName;
  if (!existing.phone.trim()) fill.phone = input.phone;
  if (!existing.preferredPlanCode && preferredPlanCode) fill.preferredPlanCode = preferredPlanCode;
  if (!existing.consentToContact) fill.consentToContact = input.consentToContact;
  const row = Object.keys(fill).length
    ? ((await updateProspect(db, { id: existing.id, values: fill })) ?? existing)
    : existing;
  return { kind: 'held', prospect: await toProspectDto(db, row, productsList) };
}

export async function getProspect(db: DbOrTx, { id }: { id: string }): Promise<TProspect> {
  const row = await findProspectById(db, { id });
  if (!row) throw new AppError('NOT_FOUND', 'Prospect not found');
  return toProspectDto(db, row);
}

export const NO_ACCOUNT_MESSAGE = 'No account found with this email address. Please create an account first.';

export async function getProspectByEmail(db: DbOrTx, { email }: { email: string }): Promise<TProspect> {
  const row = await findProspectByEmail(db, { email });
  if (!row) throw new AppError('NOT_FOUND', NO_ACCOUNT_MESSAGE);
  return toProspectDto(db, row);
}

export async function requireProspectRow(db: DbOrTx, { id, field }: { id: string; field?: string }) {
  const row = await findProspectById(db, { id });
  if (!row) throw new AppError('NOT_FOUND', 'Prospect not found', field ? { field } : {});
  return row;
}

/** A prospect and its held plan (a plan rule: read from the database, never the hot cache), or 404. */
export async function requireProspectWithPlan(db: DbOrTx, { id, field }: { id: string; field?: string }) {
  const row = await findProspectWithPlan(db, { id });
  if (!row) throw new AppError('NOT_FOUND', 'Prospect not found', field ? { field } : {});
  return row;
}

/** The spec's limit message: the free plan's, or the paid plan's with its numbers. */
export function limitReachedMessage(row: ProspectRow, planName: string): string {
  if (row.selectedPlanCode === FREE_PLAN_CODE) {
    return `Free plan allows ${row.maxSubmissions} reports per email. Please upgrade to create more reports.`;
  }
  return `You have used all ${row.maxSubmissions} reports for your ${planName} plan. Please upgrade to create more reports.`;
}

/** Uses one report credit of the prospect, or refuses with 403 and the reason. */
export async function useReportCredit(db: DbOrTx, { prospect }: { prospect: ProspectRow }) {
  const updated = await incrementSubmissionCount(db, { id: prospect.id });
  if (updated) return updated;
  return refuseReportCredit(db, { prospect });
}

/** The 403 of a prospect with no report credit left, with the plan's limit as it stands now. */
export async function refuseReportCredit(
  db: DbOrTx,
  { prospect }: { prospect: ProspectRow },
): Promise<never> {
  const current = (await findProspectById(db, { id: prospect.id })) ?? prospect;
  const plan = await findProductByCode(db, { code: current.selectedPlanCode });
  throw new AppError('LIMIT_REACHED', limitReachedMessage(current, plan?.name ?? current.selectedPlanCode));
}

/**
 * The spec's four outcomes: new, existing with credits, existing at its limit, or over the rate limit. A
 * prospect this browser does not hold answers exactly as a new e-mail does, so nothing leaks.
 */
export async function validateEmail(
  db: DbOrTx,
  {
    email,
    isRateLimited,
    heldProspectIds,
  }: { email: string; isRateLimited: boolean; heldProspectIds: ReadonlySet<string> },
): Promise<{ canSubmit: boolean; reason: string; prospect: TProspect | null }> {
  if (isRateLimited) {
    return {
      canSubmit: false,
      reason: 'Too many attempts from your network. Please try again in an hour.',
      prospect: null,
    };
  }
  const row = await findProspectByEmail(db, { email });
  if (!row || !heldProspectIds.has(row.id))
    return {
      canSubmit: true,
      reason: 'This email is new: you can create your first report.',
      prospect: null,
    };
  const productsList = await findAllProducts(db);
  const prospect = await toProspectDto(db, row, productsList);
  if (prospect.remainingReports > 0) {
    return {
      canSubmit: true,
      reason: `You have ${prospect.remainingReports} of ${prospect.maxSubmissions} reports left.`,
      prospect,
    };
  }
  return { canSubmit: false, reason: limitReachedMessage(row, prospect.selectedPlan), prospect };
}

/** Records the paid plan a prospect is heading for; the free plan clears it. Never changes the held plan. */
export async function setPreferredPlan(
  db: DbOrTx,
  { id, preferredPlan }: { id: string; preferredPlan: string },
) {
  const productsList = await findAllProducts(db);
  const plan = matchPlan(productsList, preferredPlan);
  if (!plan)
    throw new AppError('INVALID_INPUT', `Unknown plan "${preferredPlan}"`, { field: 'preferredPlan' });
  await requireProspectRow(db, { id });
  const row = await updateProspect(db, {
    id,
    values: { preferredPlanCode: isPaidPlan(plan) ? plan.code : null },
  });
  return toProspectDto(db, row!, productsList);
}
