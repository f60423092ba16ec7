// Every route of the web app and the builders of links to them, for both sides (issue #23 item 3): the web's
// router (apps/web/src/routes.tsx) registers WEB_ROUTES' patterns and its links use `paths`; the server
// builds every web URL it answers with or mails (redirects after completing a questionnaire or a payment,
// access links, robots.txt, the statements pages it renders) from the same functions, never by hand.
// test/paths.test.ts proves every path built here matches a route the router has.
import { DEFAULT_ACCESS_REDIRECT } from './access';
import { SAMPLE_REPORT_PATH } from './sample-report-paths';

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
export { SAMPLE_REPORT_PATH };

/** Route patterns with parameters, as routes.tsx registers them. */
export const ROUTE_PATTERNS = {
  questionnaire: '/questionnaire/:prospectId',
  results: '/results/:prospectId',
  legacyReports: `${REPORTS_PATH}/:email`,
  access: '/access/:token',
  paymentSimulation: '/payment-simulation/:prospectId',
  paymentSuccess: `${PAYMENT_SUCCESS_PATH}/:prospectId`,
  fullStatements: '/full-statements/:prospectId',
  versions: '/versions/:prospectId',
  /** A share link's read-only plan (issue #26): the token opens it without an account; the log redacts it. */
  sharedPlan: '/shared/:token',
  notFound: '*',
} as const;

/** Every pattern the web's router registers (routes.tsx builds its list from this one, in this order). */
export const WEB_ROUTES = {
  home: HOME_PATH,
  questionnaire: ROUTE_PATTERNS.questionnaire,
  results: ROUTE_PATTERNS.results,
  admin: ADMIN_PATH,
  adminLogin: ADMIN_LOGIN_PATH,
  adminDashboard: ADMIN_DASHBOARD_PATH,
  reports: REPORTS_PATH,
  legacyReports: ROUTE_PATTERNS.legacyReports,
  access: ROUTE_PATTERNS.access,
  checkout: CHECKOUT_PATH,
  cardPayment: CARD_PAYMENT_PATH,
  paypalPayment: PAYPAL_PAYMENT_PATH,
  paymentSimulation: ROUTE_PATTERNS.paymentSimulation,
  cardPaymentSuccess: PAYMENT_SUCCESS_PATH,
  paymentSuccess: ROUTE_PATTERNS.paymentSuccess,
  fullStatements: ROUTE_PATTERNS.fullStatements,
  versions: ROUTE_PATTERNS.versions,
  talkWithExpert: TALK_WITH_EXPERT_PATH,
  paymentHistory: PAYMENT_HISTORY_PATH,
  contact: CONTACT_PATH,
  sampleReport: SAMPLE_REPORT_PATH,
  sharedPlan: ROUTE_PATTERNS.sharedPlan,
  notFound: ROUTE_PATTERNS.notFound,
} as const;
export type TWebRoute = keyof typeof WEB_ROUTES;

type Query = Record<string, string | null | undefined>;

/** `path?key=value&…`, leaving out empty values; the path alone when nothing remains. */
function withQuery(path: string, query: Query = {}): string {
  const search = Object.entries(query)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

const segment = encodeURIComponent;

/** The id of the dashboard's paid-plans panel (issue #14 item 3). */
export const UPGRADE_ANCHOR = 'upgrade';

/** The link to each page of the web app: the one way either side writes a web URL. */
export const paths = {
  home: () => HOME_PATH,
  questionnaire: (prospectId: string, query?: Query) =>
    withQuery(`/questionnaire/${segment(prospectId)}`, query),
  /** The founder's correction of a generated plan: the questionnaire's form on its review step. */
  editAnswers: (prospectId: string, questionnaireId: string) =>
    withQuery(`/questionnaire/${segment(prospectId)}`, { questionnaireId, edit: 'true' }),
  /** The free results page; `custom: 'true'` marks the custom plan's journey (free report, then a meeting). */
  results: (prospectId: string, query?: Query) => withQuery(`/results/${segment(prospectId)}`, query),
  fullStatements: (prospectId: string, questionnaireId?: string | null) =>
    withQuery(`/full-statements/${segment(prospectId)}`, { questionnaireId }),
  /**
   * The versions of one plan's answers (issue #26 item 3): the list and a comparison, or with `version`
   * one version read-only.
   */
  versions: (prospectId: string, questionnaireId: string, version?: number) =>
    withQuery(`/versions/${segment(prospectId)}`, {
      questionnaireId,
      version: version === undefined ? undefined : String(version),
    }),
  /** The dashboard of one prospect when the browser holds several; plain /reports otherwise. */
  reports: (prospectId?: string) => withQuery(REPORTS_PATH, { prospect: prospectId }),
  /** The dashboard's paid-plans panel, for one prospect when the browser holds several. */
  upgrade: (prospectId?: string) => `${withQuery(REPORTS_PATH, { prospect: prospectId })}#${UPGRADE_ANCHOR}`,
  /** An e-mailed access link's page (the token opens the plan by itself: the log redacts it). */
  access: (token: string) => `/access/${segment(token)}`,
  /** The checkout of a plan (its key, e.g. `financial_statements`) for a prospect. */
  checkout: (planKey: string, prospectId: string) =>
    withQuery(CHECKOUT_PATH, { product: planKey, prospectId }),
  paypalPayment: (orderId: string) => withQuery(PAYPAL_PAYMENT_PATH, { orderId }),
  paymentSimulation: (prospectId: string) => `/payment-simulation/${segment(prospectId)}`,
  /** The success page of a prospect (PayPal, simulation, promo code). */
  paymentSuccess: (prospectId: string) => `${PAYMENT_SUCCESS_PATH}/${segment(prospectId)}`,
  /** The card flow's success page: Stripe returns here with the order's id. */
  cardPaymentSuccess: (orderId: string) => withQuery(PAYMENT_SUCCESS_PATH, { orderId }),
  /** The meeting page after the custom plan's questionnaire. */
  meeting: (email: string) => withQuery(TALK_WITH_EXPERT_PATH, { completed: 'true', email }),
  talkWithExpert: () => TALK_WITH_EXPERT_PATH,
  paymentHistory: () => PAYMENT_HISTORY_PATH,
  contact: () => CONTACT_PATH,
  sampleReport: () => SAMPLE_REPORT_PATH,
  /** A share link's page (the token opens the plan by itself: the log redacts it). */
  sharedPlan: (token: string) => `/shared/${segment(token)}`,
  admin: () => ADMIN_PATH,
  adminLogin: () => ADMIN_LOGIN_PATH,
  adminDashboard: () => ADMIN_DASHBOARD_PATH,
} as const;

// The names the web's links have used since issue #12; each is the builder above.
export const questionnairePath = paths.questionnaire;
export const resultsPath = paths.results;
export const checkoutHref = paths.checkout;
export const paypalPaymentPath = paths.paypalPayment;
export const paymentSimulationPath = paths.paymentSimulation;
export const paymentSuccessPath = paths.paymentSuccess;
export const cardPaymentSuccessPath = paths.cardPaymentSuccess;
export const meetingHref = paths.meeting;
export const fullStatementsHref = paths.fullStatements;
export const upgradePath = paths.upgrade;
export const reportsPath = paths.reports;
export const sharedPlanPath = paths.sharedPlan;
