// Paths of the app that several features link to.
import { DEFAULT_ACCESS_REDIRECT } from '@trajectory/contracts/access';

/** The reports dashboard of the plans this browser may open (issue #12: never an e-mail in the URL). */
export const REPORTS_PATH = DEFAULT_ACCESS_REDIRECT;

/** The id of the dashboard's paid-plans panel (issue #14 item 3). */
export const UPGRADE_ANCHOR = 'upgrade';

/** The dashboard's paid-plans panel, for one prospect when the browser holds several. */
export function upgradePath(prospectId?: string): string {
  const query = prospectId ? `?prospect=${encodeURIComponent(prospectId)}` : '';
  return `${REPORTS_PATH}${query}#${UPGRADE_ANCHOR}`;
}

/** The dashboard of one prospect when the browser holds several; plain /reports otherwise. */
export function reportsPath(prospectId?: string): string {
  return prospectId ? `${REPORTS_PATH}?prospect=${encodeURIComponent(prospectId)}` : REPORTS_PATH;
}

export function checkoutHref(type: string, prospectId: string): string {
  return `/checkout?product=${encodeURIComponent(type)}&prospectId=${encodeURIComponent(prospectId)}`;
}

export function fullStatementsHref(prospectId: string, questionnaireId?: string | null): string {
  const base = `/full-statements/${encodeURIComponent(prospectId)}`;
  return questionnaireId ? `${base}?questionnaireId=${encodeURIComponent(questionnaireId)}` : base;
}

export const PAYMENT_HISTORY_PATH = '/payment-history';
export const CONTACT_PATH = '/contact';
export const EXPERT_PATH = '/talk-with-expert';
