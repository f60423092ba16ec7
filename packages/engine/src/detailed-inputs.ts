// The detailed model's optional inputs (spec "Detailed model: the business as it is") with their defaults
// filled in, and the monthly columns they add: each stream's units, revenue and cost, the staff's wages,
// the start-up items' split into assets (S) and expenses (E₀), and the working-capital balances.

import { seasonAnchor } from './extended-inputs';
import { roundDollars } from './rounding';
import type {
  ProjectionInputs,
  RevenueStreamInput,
  RevenueStreamKind,
  StaffRoleInput,
  StartupItemInput,
} from './types';

/** Stream 0's name when the questionnaire names no product. */
export const PRIMARY_STREAM_NAME = 'Product/Service';
/** A role's raise on each anniversary of its start when none is given, percent. */
export const DEFAULT_ANNUAL_RAISE_PCT = 3;
/** Days in the month of the working-capital rule a_k(d). */
const DAYS_PER_MONTH = 30;

export type DetailedSettings = {
  streams: readonly RevenueStreamInput[];
  roles: readonly StaffRoleInput[];
  /** b, percent of the staff's wages. */
  payrollBurdenPct: number;
  items: readonly StartupItemInput[];
  receivableDays: number;
  inventoryDays: number;
  payableDays: number;
};

export function resolveDetailed(inputs: ProjectionInputs): DetailedSettings {
  return {
    streams: inputs.revenueStreams ?? [],
    roles: inputs.staffRoles ?? [],
    payrollBurdenPct: inputs.payrollBurdenPct ?? 0,
    items: inputs.startupItems ?? [],
    receivableDays: inputs.receivableDays ?? 0,
    inventoryDays: inputs.inventoryDays ?? 0,
    payableDays: inputs.payableDays ?? 0,
  };
}

/** S and E₀ of a start-up list: Σ roundDollars(amount) over its asset items and over its expense items. */
export function startupItemTotals(items: readonly StartupItemInput[]): { assets: number; expenses: number } {
  let assets = 0;
  let expenses = 0;
  for (const item of items) {
    if (item.kind === 'asset') assets += roundDollars(item.amount);
    else expenses += roundDollars(item.amount);
  }
  return { assets, expenses };
}

/**
 * The inputs as the model reads them: a start-up list that is not empty replaces the one-time purchases
 * answer (S = its asset total). Inputs without items come back unchanged (the same object).
 */
export function withStartupItems(inputs: ProjectionInputs): ProjectionInputs {
  const items = inputs.startupItems;
  if (!items || items.length === 0) return inputs;
  return { ...inputs, startupCost: startupItemTotals(items).assets };
}

/** E₀: the start-up list's expense items, spent in month 0 (0 without a list). */
export function startupExpensesOf(inputs: ProjectionInputs): number {
  const items = inputs.startupItems;
  return items && items.length > 0 ? startupItemTotals(items).expenses : 0;
}

/** One stream's monthly figures, unrounded; `units` are units sold, or subscribers at the month's end. */
export type StreamColumns = {
  name: string;
  kind: RevenueStreamKind;
  units: number[];
  revenue: number[];
  cost: number[];
};

/**
 * Stream j ≥ 1 over `monthCount` months. A `units` stream: V_j × (1 + g_j)^((m − s_j) / 12) × F(m) / F(a_j)
 * from its start month (at the average season every F(m) is 1). A `subscription` stream: new subscribers
 * V_j × (1 + g_j)^((m − s_j) / 12) without seasons, subscribers(m) = subscribers(m − 1) × (1 − churn) + new(m).
 */
export function computeStreamColumns(
  stream: RevenueStreamInput,
  monthCount: number,
  seasonFactors: readonly number[] | null,
  averageSeason = false,
): StreamColumns {
  const start = stream.startMonth ?? 0;
  const growth = 1 + (stream.annualGrowthPct ?? 0) / 100;
  const unitCost = stream.unitCost ?? 0;
  const isSubscription = stream.kind === 'subscription';
  const keep = 1 - (isSubscription ? (stream.monthlyChurnPct ?? 0) : 0) / 100;
  const anchor = isSubscription ? 1 : seasonAnchor(seasonFactors, start);
  const columns: StreamColumns = {
    name: stream.name,
    kind: stream.kind,
    units: new Array<number>(monthCount),
    revenue: new Array<number>(monthCount),
    cost: new Array<number>(monthCount),
  };
  let subscribers = 0;
  for (let m = 0; m < monthCount; m += 1) {
    let volume = m < start ? 0 : stream.firstMonthVolume * growth ** ((m - start) / 12);
    if (isSubscription) {
      subscribers = subscribers * keep + volume;
      volume = subscribers;
    } else if (seasonFactors !== null) {
      volume = averageSeason ? volume / anchor : (volume * (seasonFactors[m % 12] as number)) / anchor;
    }
    columns.units[m] = volume;
    columns.revenue[m] = stream.price * volume;
    columns.cost[m] = unitCost * volume;
  }
  return columns;
}

/**
 * wages(m) = Σ_r headcount_r × salary_r × (1 + raise_r)^floor((m − start_r) / 12) from each role's start
 * month (the salary entered is the salary at hire; a raise on each anniversary of the role's start).
 */
export function computeStaffWages(roles: readonly StaffRoleInput[], monthCount: number): number[] {
  const wages = new Array<number>(monthCount).fill(0);
  for (const role of roles) {
    const start = role.startMonth ?? 0;
    const raise = 1 + (role.annualRaisePct ?? DEFAULT_ANNUAL_RAISE_PCT) / 100;
    const atHire = role.headcount * role.monthlySalary;
    for (let m = start; m < monthCount; m += 1) {
      wages[m] = (wages[m] as number) + atHire * raise ** Math.floor((m - start) / 12);
    }
  }
  return wages;
}

/**
 * The month-end balance Σ_{k=0..m} a_k(d) × flow(m − k) for every month, with
 * a_k(d) = min(1, max(0, (d − 30k) / 30)): the part of month m − k's flow still outstanding at month m's end.
 * Zero days give zero balances (the same array of zeros).
 */
export function outstandingBalances(flow: readonly number[], days: number): number[] {
  const balances = new Array<number>(flow.length).fill(0);
  if (days <= 0) return balances;
  const shares: number[] = [];
  for (let k = 0; (days - DAYS_PER_MONTH * k) / DAYS_PER_MONTH > 0; k += 1) {
    shares.push(Math.min(1, (days - DAYS_PER_MONTH * k) / DAYS_PER_MONTH));
  }
  for (let m = 0; m < flow.length; m += 1) {
    let balance = 0;
    for (let k = 0; k < shares.length && k <= m; k += 1) {
      balance += (shares[k] as number) * (flow[m - k] as number);
    }
    balances[m] = balance;
  }
  return balances;
}
