// Versions of a completed plan's answers (issue #26 item 3): the list, one version with its figures as
// today's engine computes them over the plan's current years (never stored twice), two compared (the
// answers that changed, by label, and the key figures with the difference), and a restore (a save of
// that version's answers: the next version, the reports re-created, never a credit).
import type { TAdminUser } from '@trajectory/contracts/admin-auth';
import {
  FIELD_KEYS,
  fieldName,
  fieldOf,
  isListKey,
  itemFieldOf,
  itemKeysOf,
  pathName,
  readAnswers,
  yearKeysOf,
  type Projection,
  type YearKey,
} from '@trajectory/engine';
import type {
  TAnswerChange,
  TKeyFigures,
  TRestoreVersionResponse,
  TVersionComparison,
  TVersionDetail,
  TVersionList,
  TVersionSummary,
} from '@trajectory/contracts/versions';
import type { Database, DbOrTx } from '../../../infra/db/client';
import type { QuestionnaireSections } from '../../../infra/db/schema/index';
import { AppError } from '../../../lib/errors';
import { requireProspectWithPlan } from '../../prospects/service';
import { saveEditedAnswers } from '../edit/service';
import {
  assertCompleted,
  projectQuestionnaire,
  requireQuestionnaire,
  type QuestionnaireRow,
} from '../service';
import { findVersion, findVersionsOf, type VersionRow } from './repo';

// What another module (a share link pinned to a version) reads of the versions.
export { findLatestVersionNumber, findVersion, type VersionRow } from './repo';

const toSummary = (row: Omit<VersionRow, 'id' | 'questionnaireId' | 'sections'>): TVersionSummary => ({
  number: row.number,
  createdAt: row.createdAt.toISOString(),
  madeBy: row.madeBy,
  staffUserId: row.staffUserId,
  restoredFrom: row.restoredFrom,
});

async function requireCompleted(db: DbOrTx, questionnaireId: string): Promise<QuestionnaireRow> {
  const row = await requireQuestionnaire(db, { id: questionnaireId });
  assertCompleted(row);
  return row;
}

export async function listVersions(
  db: DbOrTx,
  { questionnaireId }: { questionnaireId: string },
): Promise<TVersionList> {
  await requireCompleted(db, questionnaireId);
  const versions = await findVersionsOf(db, { questionnaireId });
  return { questionnaireId, versions: versions.map(toSummary) };
}

async function requireVersion(
  db: DbOrTx,
  row: QuestionnaireRow,
  number: number,
  field = 'number',
): Promise<VersionRow> {
  const version = await findVersion(db, { questionnaireId: row.id, number });
  if (!version) throw new AppError('NOT_FOUND', `This plan has no version ${number}`, { field });
  return version;
}

/** A version's answers projected by today's engine over the years of the plan the prospect holds now. */
async function projectVersion(db: DbOrTx, row: QuestionnaireRow, versions: VersionRow[]) {
  const { prospect, plan } = await requireProspectWithPlan(db, { id: row.prospectId });
  const projected = [];
  for (const version of versions) {
    projected.push(
      await projectQuestionnaire(
        db,
        { prospectId: row.prospectId, sections: version.sections as QuestionnaireSections },
        prospect,
        plan,
      ),
    );
  }
  return { plan, projected };
}

/** The balance sheet and cash flow follow the plan, as the statements' pages do; staff see everything. */
function holdsCashFlow(plan: { statementsType: string } | null | undefined, isStaff: boolean): boolean {
  return isStaff || plan?.statementsType === 'Complete';
}

export async function getVersion(
  db: DbOrTx,
  { questionnaireId, number, isStaff }: { questionnaireId: string; number: number; isStaff: boolean },
): Promise<TVersionDetail> {
  const row = await requireCompleted(db, questionnaireId);
  const version = await requireVersion(db, row, number);
  const {
    plan,
    projected: [only],
  } = await projectVersion(db, row, [version]);
  const { projection } = only!;
  const complete = holdsCashFlow(plan, isStaff);
  return {
    ...toSummary(version),
    questionnaireId,
    sections: version.sections,
    computedAt: new Date().toISOString(),
    projectionYears: projection.projectionYears,
    metrics: projection.metrics,
    profitLoss: projection.profitLoss,
    ...(complete ? { balanceSheet: projection.balanceSheet, cashFlow: projection.cashFlow } : {}),
  };
}

/**
 * Revenue, net profit and cash per year, the funding gap and the coverage per year of one projection; the
 * year-end cash (the cash flow's) only `withCash`, for a plan that holds the cash flow.
 */
export function keyFiguresOf(projection: Projection, withCash = true): TKeyFigures {
  const { profitLoss, cashFlow, metrics } = projection;
  return {
    revenue: profitLoss.totalRevenue,
    netProfit: profitLoss.netProfit,
    ...(withCash ? { cash: cashFlow.cashEndOfYear } : {}),
    fundingGap: metrics.fundingGap,
    debtServiceCoverage: metrics.debtServiceCoverage,
  };
}

type Years<T> = Partial<Record<YearKey, T>>;

function differenceOf(a: TKeyFigures, b: TKeyFigures, years: readonly YearKey[]): TKeyFigures {
  const byYear = <T extends number | null>(x: Years<T>, y: Years<T>): Years<T> =>
    Object.fromEntries(
      years.map((k) => {
        const [xa, yb] = [x[k], y[k]];
        return [k, xa === null || yb === null || xa === undefined || yb === undefined ? null : yb - xa];
      }),
    ) as Years<T>;
  return {
    revenue: byYear(a.revenue, b.revenue) as TKeyFigures['revenue'],
    netProfit: byYear(a.netProfit, b.netProfit) as TKeyFigures['netProfit'],
    ...(a.cash && b.cash ? { cash: byYear(a.cash, b.cash) as TKeyFigures['cash'] } : {}),
    fundingGap: b.fundingGap - a.fundingGap,
    debtServiceCoverage: byYear(
      a.debtServiceCoverage,
      b.debtServiceCoverage,
    ) as TKeyFigures['debtServiceCoverage'],
  };
}

/** The answers that differ between two stored states, by the questionnaire model's fields and labels. */
export function answerChanges(a: unknown, b: unknown): TAnswerChange[] {
  const [before, after] = [readAnswers(a), readAnswers(b)];
  const changes: TAnswerChange[] = [];
  for (const key of FIELD_KEYS) {
    if (isListKey(key)) {
      const [x, y] = [before[key] as Record<string, string>[], after[key] as Record<string, string>[]];
      for (let i = 0; i < Math.max(x.length, y.length); i++) {
        for (const item of itemKeysOf(key)) {
          const [va, vb] = [x[i]?.[item] ?? '', y[i]?.[item] ?? ''];
          if (va === vb) continue;
          const field = itemFieldOf(key, i, item);
          changes.push({ field: pathName(field.paths[0] ?? []), label: field.label, a: va, b: vb });
        }
      }
    } else {
      const [va, vb] = [before[key] as string, after[key] as string];
      if (va !== vb) changes.push({ field: fieldName(key), label: fieldOf(key).label, a: va, b: vb });
    }
  }
  return changes;
}

export async function compareVersions(
  db: DbOrTx,
  { questionnaireId, a, b, isStaff }: { questionnaireId: string; a: number; b: number; isStaff: boolean },
): Promise<TVersionComparison> {
  const row = await requireCompleted(db, questionnaireId);
  const va = await requireVersion(db, row, a, 'a');
  const vb = await requireVersion(db, row, b, 'b');
  const {
    plan,
    projected: [pa, pb],
  } = await projectVersion(db, row, [va, vb]);
  const withCash = holdsCashFlow(plan, isStaff);
  const [fa, fb] = [keyFiguresOf(pa!.projection, withCash), keyFiguresOf(pb!.projection, withCash)];
  const years = pa!.projection.projectionYears;
  return {
    questionnaireId,
    projectionYears: years,
    computedAt: new Date().toISOString(),
    a: { ...toSummary(va), figures: fa },
    b: { ...toSummary(vb), figures: fb },
    changes: answerChanges(va.sections, vb.sections),
    difference: differenceOf(fa, fb, yearKeysOf(years)),
  };
}

/**
 * Brings a version's answers back as a save does (the model's rules, the reports re-created, the
 * assessment written anew, never a credit): the next version, made by 'restore', by the staff user
 * when staff restore it.
 */
export async function restoreVersion(
  db: Database,
  { questionnaireId, number, staff }: { questionnaireId: string; number: number; staff?: TAdminUser },
): Promise<TRestoreVersionResponse> {
  return db.transaction(async (tx) => {
    const existing = await requireCompleted(tx, questionnaireId);
    const version = await requireVersion(tx, existing, number);
    const outcome = await saveEditedAnswers(tx, {
      existing,
      input: {},
      whole: version.sections as QuestionnaireSections,
      author: { madeBy: 'restore', staffUserId: staff?.id ?? null, restoredFrom: number },
    });
    // Another save of this plan took the number at the same moment: a 409, never a 500.
    if (!outcome.version)
      throw new AppError('CONFLICT', 'This plan was saved at the same moment: open its versions again.', {
        field: 'number',
      });
    return { success: true as const, version: toSummary(outcome.version), regenerated: outcome.regenerated };
  });
}
