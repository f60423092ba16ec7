// The entries of a visitor's header once the browser has access (issue #14 item 2), and which one is open.
import type { TProspect } from '@trajectory/contracts/prospects';
import {
  CONTACT_PATH,
  fullStatementsHref,
  PAYMENT_HISTORY_PATH,
  REPORTS_PATH,
  reportsPath,
  upgradePath,
} from '@/lib/paths';

export type VisitorNavItem = {
  key: string;
  label: string;
  to: string;
  /** A count shown on the entry, with its words for screen readers (the open questions from lenders). */
  badge?: { count: number; label: string };
};

type NavFacts = {
  prospect: Pick<TProspect, 'id'>;
  /** The held plan has the balance sheet and cash flow. */
  hasFullStatements: boolean;
  /** A paid plan above the held one is on offer. */
  canUpgrade: boolean;
  /** The browser holds several plans: links name the prospect. */
  holdsSeveral: boolean;
  /** Questions from the viewers of the plan's share links not answered yet (issue #26). */
  openQuestions?: number;
};

/** "1 open question from your lenders", "3 open questions from your lenders". */
export const openQuestionsLabel = (count: number) =>
  `${count} open ${count === 1 ? 'question' : 'questions'} from your lenders`;

export function visitorNavItems({
  prospect,
  hasFullStatements,
  canUpgrade,
  holdsSeveral,
  openQuestions = 0,
}: NavFacts) {
  const chosen = holdsSeveral ? prospect.id : undefined;
  const items: VisitorNavItem[] = [{ key: 'reports', label: 'My Reports', to: reportsPath(chosen) }];
  if (hasFullStatements) {
    items.push({
      key: 'statements',
      label: 'Full Statements',
      to: fullStatementsHref(prospect.id),
      ...(openQuestions > 0
        ? { badge: { count: openQuestions, label: openQuestionsLabel(openQuestions) } }
        : {}),
    });
  }
  if (canUpgrade) items.push({ key: 'upgrade', label: 'Upgrade', to: upgradePath(chosen) });
  items.push(
    { key: 'payments', label: 'Payment History', to: PAYMENT_HISTORY_PATH },
    { key: 'contact', label: 'Contact', to: CONTACT_PATH },
  );
  return items;
}

/** The entry of the page being shown, for aria-current; Upgrade is a place on the dashboard, never current. */
export function currentNavKey(pathname: string): string | undefined {
  if (pathname === REPORTS_PATH) return 'reports';
  if (pathname.startsWith('/full-statements/')) return 'statements';
  if (pathname === PAYMENT_HISTORY_PATH) return 'payments';
  if (pathname === CONTACT_PATH) return 'contact';
  return undefined;
}
