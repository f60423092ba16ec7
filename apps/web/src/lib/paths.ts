// Every route path of the web app and the builders of links to them: routes.tsx and every link import these.
import { DEFAULT_ACCESS_REDIRECT } from '@trajectory/contracts/access';

export const HOME_PATH = '/';
/** The reports dashboard of the plans this browser may open (issue #12: never an e-mail in the URL). */
export const REPORTS_PATH = DEFAULT_ACCESS_REDIRECT;
export const ADMIN_PATH = '/admin';
export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const CHECKOUT_PATH = '/checkout';
export const CARD_PAYMENT_PATH = '/checkout/stripe';
export const PAYPAL_PAYMENT_PATH = '/checkout/paypal';
export const PAYMENT_SUCCESS_PATH = '/payment-success';
export const TALK_WITH_EXPERT_PATH = '/talk-with-expert';
export const PAYMENT_HISTORY_PATH = '/payment-history';
export const CONTACT_PATH = '/contact';

/** Route patterns with parameters, as routes.tsx registers them. */
export const ROUTE_PATTERNS = {
  questionnaire: '/questionnaire/:prospectId',
  results: '/results/:prospectId',
  legacyReports: `${REPORTS_PATH}/:email`,
  access: '/access/:token',
  paymentSimulation: '/payment-simulation/:prospectId',
  paymentSuccess: `${PAYMENT_SUCCESS_PATH}/:prospectId`,
  fullStatements: '/full-statements/:prospectId',
  notFound: '*',
} as const;

/** `path?key=value&…`, leaving out empty values; the path alone when nothing remains. */
function withQuery(path: string, query: Record<string, string | null | undefined> = {}): string {
  const search = Object.entries(query)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

export function questionnairePath(
  prospectId: string,
  query?: Record<string, string | null | undefined>,
): string {
  return withQuery(`/questionnaire/${encodeURIComponent(prospectId)}`, query);
}

export function resultsPath(prospectId: string, query?: Record<string, string | null | undefined>): string {
  return withQuery(`/results/${encodeURIComponent(prospectId)}`, query);
}

export function checkoutHref(type: string, prospectId: string): string {
  return withQuery(CHECKOUT_PATH, { product: type, prospectId });
}

export function paypalPaymentPath(orderId: string): string {
  return withQuery(PAYPAL_PAYMENT_PATH, { orderId });
}

export function paymentSimulationPath(prospectId: string): string {
  return `/payment-simulation/${encodeURIComponent(prospectId)}`;
}

/** The success page: of a prospect (PayPal, simulation, promo) or, for the card flow, by order id. */
export function paymentSuccessPath(prospectId: string): string {
  return `${PAYMENT_SUCCESS_PATH}/${encodeURIComponent(prospectId)}`;
}

export function cardPaymentSuccessPath(orderId: string): string {
  return withQuery(PAYMENT_SUCCESS_PATH, { orderId });
}

export function meetingHref(email: string): string {
  return withQuery(TALK_WITH_EXPERT_PATH, { completed: 'true', email });
}

export function fullStatementsHref(prospectId: string, questionnaireId?: string | null): string {
  return withQuery(`/full-statements/${encodeURIComponent(prospectId)}`, { questionnaireId });
}

/** The id of the dashboard's paid-plans panel (issue #14 item 3). */
export const UPGRADE_ANCHOR = 'upgrade';

/** The dashboard's paid-plans panel, for one prospect when the browser holds several. */
export function upgradePath(prospectId?: string): string {
  return `${withQuery(REPORTS_PATH, { prospect: prospectId })}#${UPGRADE_ANCHOR}`;
}

/** The dashboard of one prospect when the browser holds several; plain /reports otherwise. */
export function reportsPath(prospectId?: string): string {
  return withQuery(REPORTS_PATH, { prospect: prospectId });
}
