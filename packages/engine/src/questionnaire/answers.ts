// Reading and writing questionnaire answers through the field model: forms, the input summary, the title.
import { DEFAULT_GROWTH_PERCENT, growthPercentForDisplay } from '../growth';
import { roundDollars } from '../rounding';
import {
  FIELD_KEYS,
  fieldOf,
  isGrowthPreset,
  isListKey,
  itemFieldOf,
  itemKeysOf,
  itemPath,
  parseAnswerPath,
  pathName,
  type AnswerPath,
  type FieldKey,
  type ListItemPath,
  type ListFieldKey,
  type ListItemKey,
  type QuestionnaireField,
  type ScalarFieldKey,
  type StoredPath,
} from './fields';
import { CALENDAR_MONTHS, LENDER_STEP, WEIGHTS_PATH } from './lender-fields';

/** Stored sections as they arrive: untrusted JSON, one object per section. */
export type StoredSections = Record<string, unknown>;

/** A stored value after parsing: absent, a number, or something that is not a number at all. */
export type Parsed = { kind: 'absent' } | { kind: 'number'; value: number } | { kind: 'invalid' };

/** A plain decimal, optionally signed or with an exponent; rejects "0x10", "1,000", "Infinity" and "12abc". */
const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Numbers may be stored as numbers or numeric strings; an empty string counts as absent. */
export function parseStoredNumber(raw: unknown): Parsed {
  if (raw === undefined || raw === null) return { kind: 'absent' };
  if (typeof raw === 'number')
    return Number.isNaN(raw) ? { kind: 'invalid' } : { kind: 'number', value: raw };
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return { kind: 'absent' };
    return NUMERIC_TEXT.test(text) ? { kind: 'number', value: Number(text) } : { kind: 'invalid' };
  }
  return { kind: 'invalid' };
}

export function readPath(sections: unknown, path: StoredPath): unknown {
  let node = sections;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

const isPresent = (raw: unknown): boolean =>
  raw !== undefined && raw !== null && !(typeof raw === 'string' && raw.trim() === '');

/**
 * The stored value of a field: the first path holding something (valid or not) wins, so an invalid
 * newer value is reported rather than hidden by a legacy one. With none, the newer path is named.
 */
export function readStored(
  sections: unknown,
  key: FieldKey,
): { field: string; path: StoredPath; raw: unknown; isLegacy: boolean } {
  return readStoredField(sections, fieldOf(key));
}

/** readStored for a field given whole (an item's field of a list, from itemFieldOf). */
export function readStoredField(
  sections: unknown,
  { paths }: QuestionnaireField,
): { field: string; path: StoredPath; raw: unknown; isLegacy: boolean } {
  for (const [index, path] of paths.entries()) {
    const raw = readPath(sections, path);
    if (isPresent(raw)) return { field: pathName(path), path, raw, isLegacy: index > 0 };
  }
  const newest = paths[0] ?? [];
  return { field: pathName(newest), path: newest, raw: undefined, isLegacy: false };
}

/** Growth in percent as the model reads it: the percent, else the legacy figure by the display rule. */
export function readGrowthPercent(sections: unknown): number | null {
  const { raw, isLegacy } = readStored(sections, 'annualGrowthRate');
  const parsed = parseStoredNumber(raw);
  if (parsed.kind !== 'number' || !Number.isFinite(parsed.value)) return null;
  return isLegacy ? growthPercentForDisplay(parsed.value) : parsed.value;
}

/** A field's stored number, or null when absent or unreadable (for display, never for validation). */
export function readNumber(sections: unknown, key: FieldKey): number | null {
  if (fieldOf(key).kind === 'growth') return readGrowthPercent(sections);
  const parsed = parseStoredNumber(readStored(sections, key).raw);
  return parsed.kind === 'number' && Number.isFinite(parsed.value) ? parsed.value : null;
}

/** The stored number of an answer path (an item's field of a list too), or null (for display only). */
export function readAnswerNumber(sections: unknown, at: AnswerPath): number | null {
  const parsed = parseAnswerPath(at);
  if (!parsed) return null;
  if (parsed.item === undefined) return readNumber(sections, parsed.key);
  const field = itemFieldOf(parsed.key as ListFieldKey, parsed.index ?? 0, parsed.item);
  const value = parseStoredNumber(readStoredField(sections, field).raw);
  return value.kind === 'number' && Number.isFinite(value.value) ? value.value : null;
}

/** The answer paths a stored list holds: each item's fields, item by item ('loans[0].amount'…). */
export function storedItemPaths(sections: unknown, key: ListFieldKey): ListItemPath[] {
  const list = readStored(sections, key).raw;
  if (!Array.isArray(list)) return [];
  return list.flatMap((_, index) => itemKeysOf(key).map((item) => itemPath(key, index, item)));
}

/** One item of a list as a form holds it: each item field as typed text. */
export type ListItemAnswers<K extends ListFieldKey = ListFieldKey> = Record<ListItemKey<K>, string>;

/**
 * The answers as a form holds them: every field as typed text, a list as its items (each item's
 * fields as typed text), plus the custom-growth flag.
 */
export type QuestionnaireAnswers = { [K in ScalarFieldKey]: string } & {
  [K in ListFieldKey]: ListItemAnswers<K>[];
} & { isCustomGrowth: boolean };

/** A field's blank answer: '' or, for a list, no items. */
export const blankAnswer = (key: FieldKey): string | [] => (isListKey(key) ? [] : '');

/** A new item of a list: every item field blank. */
export const blankItem = <K extends ListFieldKey>(key: K): ListItemAnswers<K> =>
  Object.fromEntries(itemKeysOf(key).map((item) => [item, ''])) as ListItemAnswers<K>;

/** A blank form: nothing answered, growth on the default preset. */
export const EMPTY_ANSWERS: QuestionnaireAnswers = {
  ...(Object.fromEntries(
    FIELD_KEYS.map((key) => [key, blankAnswer(key)]),
  ) as unknown as QuestionnaireAnswers),
  annualGrowthRate: String(DEFAULT_GROWTH_PERCENT),
  isCustomGrowth: false,
};

const asText = (raw: unknown): string =>
  typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
const textOnly = (raw: unknown): string => (typeof raw === 'string' ? raw.trim() : '');

/** A form's answers from stored sections, newer field names first, then the legacy ones. */
export function readAnswers(sections: unknown): QuestionnaireAnswers {
  const answers = { ...EMPTY_ANSWERS };
  for (const key of FIELD_KEYS) {
    if (fieldOf(key).kind === 'growth') continue;
    if (isListKey(key)) (answers[key] as ListItemAnswers[]) = readItems(sections, key);
    else answers[key] = asText(readStored(sections, key).raw);
  }
  const growth = readGrowthPercent(sections);
  answers.annualGrowthRate = String(growth ?? DEFAULT_GROWTH_PERCENT);
  const storedFlag = readPath(sections, ['growthRate', 'isCustomGrowth']);
  answers.isCustomGrowth =
    typeof storedFlag === 'boolean' ? storedFlag : !isGrowthPreset(answers.annualGrowthRate);
  return answers;
}

/** A stored list's items as a form holds them ('' for each part not answered); none when not a list. */
function readItems<K extends ListFieldKey>(sections: unknown, key: K): ListItemAnswers<K>[] {
  const stored = readStored(sections, key).raw;
  if (!Array.isArray(stored)) return [];
  const { items = {} } = fieldOf(key);
  return stored.map(
    (item) =>
      Object.fromEntries(
        itemKeysOf(key).map((part) => [part, asText(readPath(item, items[part]?.paths[0] ?? [part]))]),
      ) as ListItemAnswers<K>,
  );
}

/** Typed text as it is stored: a number when it reads as one, null when blank, else the text (for the rules to name). */
export function storedValueOf(key: ScalarFieldKey, text: string): string | number | null {
  return storedValueOfField(fieldOf(key), text);
}

/** storedValueOf for a field given whole (an item's field of a list). */
export function storedValueOfField(field: QuestionnaireField, text: string): string | number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const { kind, isStoredAsText } = field;
  if (kind === 'text' || kind === 'choice' || isStoredAsText) return trimmed;
  const parsed = parseStoredNumber(trimmed);
  return parsed.kind === 'number' && Number.isFinite(parsed.value) ? parsed.value : trimmed;
}

/** Percent to the stored legacy fraction, rounded so 0.1 × 3 is not 0.30000000000000004. */
export const percentToFraction = (percent: number): number => Number((percent / 100).toFixed(6));

/** `node` with `value` at `path`, copying each object or array on the way (the stored ones stay as they are). */
function withValue(node: unknown, path: StoredPath, value: unknown): unknown {
  const [segment, ...rest] = path;
  if (segment === undefined) return value;
  if (typeof segment === 'number') {
    const list = Array.isArray(node) ? [...(node as unknown[])] : [];
    while (list.length < segment) list.push(null);
    list[segment] = withValue(list[segment], rest, value);
    return list;
  }
  const kept =
    node && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>) : {};
  return { ...kept, [segment]: withValue(kept[segment], rest, value) };
}

function setPath(target: StoredSections, base: StoredSections, path: StoredPath, value: unknown) {
  const [section, ...rest] = path;
  if (typeof section !== 'string' || rest.length === 0) return;
  target[section] = withValue(target[section] ?? base[section], rest, value);
}

function keepSection(target: StoredSections, base: StoredSections, section: string | number | undefined) {
  if (typeof section !== 'string' || target[section] !== undefined) return;
  const stored = base[section];
  target[section] = stored && typeof stored === 'object' && !Array.isArray(stored) ? { ...stored } : {};
}

const isBlank = (value: unknown): boolean => value === null || value === undefined;

const isEmptyItem = (item: unknown): boolean =>
  isBlank(item) || (typeof item === 'object' && Object.values(item as object).every(isBlank));

/**
 * A list's items as stored: each item's fields at their paths inside it (a part left blank is null
 * when the stored item had it, else left out; an item with no answer is null), and items with no
 * answer at the end left out (an empty list means none).
 */
function storedItems<K extends ListFieldKey>(
  key: K,
  items: readonly ListItemAnswers<K>[],
  storedList: unknown,
): unknown[] {
  const { items: fields = {} } = fieldOf(key);
  const list = items.map((item, index) => {
    const storedItem: unknown = Array.isArray(storedList) ? storedList[index] : undefined;
    let out: unknown =
      storedItem && typeof storedItem === 'object' && !Array.isArray(storedItem) ? { ...storedItem } : {};
    for (const part of itemKeysOf(key)) {
      const field = fields[part];
      const path = field?.paths[0];
      if (!field || !path) continue;
      const value = storedValueOfField(field, item[part] ?? '');
      if (value === null && readPath(storedItem, path) === undefined) continue;
      out = withValue(out, path, value);
    }
    return isEmptyItem(out) ? null : out;
  });
  while (list.length > 0 && isEmptyItem(list[list.length - 1])) list.pop();
  return list;
}

/**
 * The asset total of the stored start-up items (spec: S = Σ roundDollars(amount) over `asset` items),
 * or null when the list holds none: then the one-time purchases answer stands as given.
 */
export function startupAssetTotal(sections: unknown): number | null {
  const list = readStored(sections, 'startupItems').raw;
  if (!Array.isArray(list)) return null;
  const items = list.filter((item): item is Record<string, unknown> => !isEmptyItem(item));
  if (items.length === 0) return null;
  let total = 0;
  for (const item of items) {
    const amount = parseStoredNumber(item.amount);
    const kind = typeof item.kind === 'string' ? item.kind.trim() : item.kind;
    if (kind === 'asset' && amount.kind === 'number' && Number.isFinite(amount.value))
      total += roundDollars(amount.value);
  }
  return total;
}

/**
 * Sections with the one-time purchases answer set to the start-up items' asset total, while items
 * exist and `request` (what was sent) gave no one-time purchases of its own; emptying the list keeps
 * the last total (spec/projections.md, start-up items).
 */
export function withStartupTotal<S extends StoredSections>(sections: S, request: unknown = {}): S {
  const total = startupAssetTotal(sections);
  if (total === null || readStored(request, 'oneTimePurchases').raw !== undefined) return sections;
  const out: StoredSections = { ...sections };
  setPath(out, sections, fieldOf('oneTimePurchases').paths[0] ?? [], total);
  return out as S;
}

/** A form's start-up items' asset total (what its one-time purchases answer shows), or null with none. */
export const startupAssetTotalOfAnswers = (
  items: readonly ListItemAnswers<'startupItems'>[],
): number | null => startupAssetTotal(writeAnswers({ startupItems: [...items] }));

/** The lender step's weights as stored: twelve blank weights are no seasonality (null). */
function tidyGroups(out: StoredSections) {
  const seasonality = out[WEIGHTS_PATH[0]] as Record<string, unknown> | undefined;
  const weights = seasonality?.[WEIGHTS_PATH[1]];
  if (seasonality && Array.isArray(weights) && weights.every(isBlank)) {
    out[WEIGHTS_PATH[0]] = { ...seasonality, [WEIGHTS_PATH[1]]: null };
  }
}

/** The optional steps after question 9 (the lender's, the detail step): a blank answer there adds no null. */
const isOptionalStep = (step: number | null): boolean => step !== null && step >= LENDER_STEP;

/**
 * The sections the given answers touch, written over the stored ones (each keeps its other stored
 * fields), each answer at its field's newest path; growth goes to both fields, the percent and the
 * legacy fraction, so they agree. Sections no answer touches are left out.
 */
export function writeAnswers(answers: Partial<QuestionnaireAnswers>, stored: unknown = {}): StoredSections {
  const base = stored && typeof stored === 'object' ? (stored as StoredSections) : {};
  const out: StoredSections = {};
  for (const key of FIELD_KEYS) {
    const [newest] = fieldOf(key).paths;
    if (!newest) continue;
    if (isListKey(key)) {
      const items = answers[key];
      if (items === undefined) continue;
      const storedList = readPath(base, newest);
      const list = storedItems(key, items, storedList);
      // No items and none stored: the section is sent whole, as for a blank optional answer.
      if (list.length === 0 && storedList === undefined) keepSection(out, base, newest[0]);
      else setPath(out, base, newest, list);
      continue;
    }
    const text = answers[key];
    if (text === undefined) continue;
    const value = storedValueOf(key, text);
    if (value === null && isOptionalStep(fieldOf(key).step) && readPath(base, newest) === undefined) {
      // An optional answer left blank adds no null, but its section is still sent whole, so a PUT
      // that replaces sections drops an answer removed since the last save.
      keepSection(out, base, newest[0]);
      continue;
    }
    setPath(out, base, newest, value);
    if (key === 'annualGrowthRate') {
      const fraction = typeof value === 'number' ? percentToFraction(value) : value;
      setPath(out, base, ['revenueInfo', 'growthRate'], fraction);
      setPath(out, base, ['growthRate', 'isCustomGrowth'], answers.isCustomGrowth ?? !isGrowthPreset(text));
    }
  }
  tidyGroups(out);
  // While start-up items exist, the one-time purchases answer is their asset total, whatever was typed.
  const total = answers.startupItems === undefined ? null : startupAssetTotal(out);
  if (total !== null) setPath(out, base, fieldOf('oneTimePurchases').paths[0] ?? [], total);
  return out;
}

export type InputSummaryRow = { key: FieldKey; label: string; value: number };

/** The results page's assumptions table: the model's inputs as the founder gave them, 0 when absent. */
const SUMMARY: ReadonlyArray<{ key: FieldKey; label: string }> = [
  { key: 'unitPrice', label: 'Unit Price' },
  { key: 'costPerItem', label: 'Unit Cost' },
  { key: 'firstMonthSales', label: 'Units per Month' },
  { key: 'startMonth', label: 'Start Month' },
  { key: 'annualGrowthRate', label: 'Annual Growth Rate (%)' },
  { key: 'ownerSalary', label: 'Monthly Salaries' },
  { key: 'monthlyAdvertising', label: 'Monthly Advertising' },
  { key: 'monthlyRent', label: 'Monthly Rent' },
  { key: 'monthlyUtilities', label: 'Monthly Utilities' },
  { key: 'monthlyInsurance', label: 'Monthly Other Expenses' },
  { key: 'oneTimePurchases', label: 'Startup Cost' },
  { key: 'initialCash', label: 'Initial Cash' },
];

export function inputSummary(sections: unknown): InputSummaryRow[] {
  return SUMMARY.map(({ key, label }) => ({
    key,
    label,
    value: readNumber(sections, key) ?? (key === 'annualGrowthRate' ? DEFAULT_GROWTH_PERCENT : 0),
  }));
}

const MAX_TITLE_LENGTH = 120;
/** The registration placeholder name, which says nothing about the business. */
const PLACEHOLDER_NAME = 'My Business';

/** The business name the questionnaire holds, '' when none or only the registration placeholder. */
export function storedBusinessName(sections: unknown): string {
  const name = textOnly(readStored(sections, 'businessName').raw);
  return name === PLACEHOLDER_NAME ? '' : name;
}

/**
 * A report's title: the business name (unless the placeholder), else the description, else the legacy
 * first product's name, else the prospect's business name, else 'Business Report'; long ones are cut.
 */
export function businessTitle(sections: unknown, prospectBusinessName = ''): string {
  const candidates = [
    storedBusinessName(sections),
    textOnly(readStored(sections, 'description').raw),
    textOnly(readPath(sections, ['productsServices', 'products', 0, 'name'])),
    prospectBusinessName.trim(),
  ];
  const title = candidates.find((candidate) => candidate.length > 0) ?? 'Business Report';
  return title.length > MAX_TITLE_LENGTH ? `${title.slice(0, MAX_TITLE_LENGTH - 3)}…` : title;
}

/**
 * A month counted from opening (0 = the opening month) as the questionnaire's screens name it: "Month 1",
 * and "Month 1 (Mar)" once the opening calendar month (1–12) is answered.
 */
export function openingMonthLabel(month: number, firstCalendarMonth: number | null | undefined): string {
  const label = `Month ${month + 1}`;
  if (!firstCalendarMonth || !Number.isInteger(firstCalendarMonth) || !Number.isInteger(month)) return label;
  const calendar = CALENDAR_MONTHS[(((firstCalendarMonth - 1 + month) % 12) + 12) % 12];
  return calendar ? `${label} (${calendar.slice(0, 3)})` : label;
}
