// How a version is named on its page: its number, when, and who made it ("You", "Our staff", "Restored
// from version 2"), the newest marked as the plan's current answers.
import type { TVersionSummary } from '@trajectory/contracts/versions';
import { formatDate, formatDateTime } from '@/lib/format';

export const versionName = (number: number): string => `Version ${number}`;

/** Who saved it, as the founder reads it. */
export function madeByText(version: TVersionSummary): string {
  if (version.madeBy === 'founder') return 'You';
  if (version.madeBy === 'staff') return 'Our staff';
  const from = version.restoredFrom === null ? 'an earlier version' : `version ${version.restoredFrom}`;
  return version.staffUserId === null ? `Restored from ${from}` : `Restored from ${from} by our staff`;
}

export const savedAtText = (version: TVersionSummary): string => formatDateTime(version.createdAt);

/** The page's one sentence on where a version's figures come from: never stored, computed today. */
export const computedTodayText = (version: TVersionSummary): string =>
  `Figures as computed today from the answers of ${formatDate(version.createdAt)}.`;

/** The same sentence for two versions compared: one date when both were saved the same day. */
export function computedTodayPairText(a: TVersionSummary, b: TVersionSummary): string {
  const [da, db] = [formatDate(a.createdAt), formatDate(b.createdAt)];
  if (da === db) return computedTodayText(a);
  return `Figures as computed today from the answers of ${da} (${versionName(a.number).toLowerCase()}) and ${db} (${versionName(b.number).toLowerCase()}).`;
}

/** The newest version holds the plan's current answers: every accepted save writes the next. */
export function currentNumber(versions: readonly TVersionSummary[]): number | null {
  return versions.reduce<number | null>((max, v) => (max === null || v.number > max ? v.number : max), null);
}

/** The list as the page shows it: newest first. */
export const newestFirst = (versions: readonly TVersionSummary[]): TVersionSummary[] =>
  [...versions].sort((x, y) => y.number - x.number);
