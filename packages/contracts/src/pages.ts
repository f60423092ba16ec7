// The pages the server renders per request with the visitor's data, and the API reads each one makes at
// once (issue #16 item 5, issue #23 item 3): one list for both sides. The server preloads these reads in
// the page's HTML and asks them of the API for the server render (apps/server/src/http/pages/); the web's
// renderer fills its query cache with the answers under the page's own query keys (apps/web/src/prerender.tsx
// through apps/web/src/api/page-reads.ts, whose test proves each key is the URL read here).
import { CHECKOUT_PATH, ROUTE_PATTERNS } from './paths';
import { SAMPLE_REPORT_API, SAMPLE_REPORT_PATH } from './sample-report-paths';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const UUID_RE = new RegExp(`^${UUID}$`);

/** A statement of the prospect's latest questionnaire, or of the one the URL names. */
export type TStatementRead = {
  read: 'profitLoss' | 'balanceSheet' | 'cashFlow';
  prospectId: string;
  questionnaireId?: string;
};
/** A read the server render answers (the page cannot be drawn without it). */
export type TRenderedRead =
  | TStatementRead
  | { read: 'prospect'; prospectId: string }
  | { read: 'products' }
  | { read: 'questionnaire'; questionnaireId: string }
  | { read: 'contactSettings' }
  | { read: 'socialLinks' }
  | { read: 'accessSession' }
  /** A share link's plan (issue #26): by its token, never by an id; the read counts the link's view. */
  | { read: 'sharedPlan'; token: string }
  /** The public sample report (issue #27 item 1): the same for every visitor, no cookie needed. */
  | { read: 'sampleReport' }
  /** The deployment's scheduling page, support address and payments mode (checkout, the questionnaire). */
  | { read: 'publicConfig' }
  /** A prospect's questionnaires, newest first: where the questionnaire resumes (issue #27 item 1). */
  | { read: 'prospectQuestionnaires'; prospectId: string };
/** A read the server render leaves to the browser (preloaded when the URL names the questionnaire). */
export type TClientRead = { read: 'assessment'; questionnaireId: string };
export type TPageRead = TRenderedRead | TClientRead;

const STATEMENT_API: Record<TStatementRead['read'], string> = {
  profitLoss: 'profit-loss',
  balanceSheet: 'balance-sheet',
  cashFlow: 'cash-flow',
};

/** The API URL of a read, as the page's query key writes it (its parts after the first encoded). */
export function pageReadUrl(read: TPageRead): string {
  const part = encodeURIComponent;
  switch (read.read) {
    case 'profitLoss':
    case 'balanceSheet':
    case 'cashFlow':
      return read.questionnaireId
        ? `/api/${STATEMENT_API[read.read]}/questionnaire/${part(read.questionnaireId)}`
        : `/api/${STATEMENT_API[read.read]}/${part(read.prospectId)}`;
    case 'prospect':
      return `/api/prospects/${part(read.prospectId)}`;
    case 'products':
      return '/api/products';
    case 'questionnaire':
      return `/api/questionnaires/${part(read.questionnaireId)}`;
    case 'assessment':
      return `/api/assessments/${part(read.questionnaireId)}`;
    case 'contactSettings':
      return '/api/contact-settings';
    case 'socialLinks':
      return '/api/social-media/active';
    case 'accessSession':
      return '/api/access/session';
    case 'sharedPlan':
      return `/api/shared/${part(read.token)}`;
    case 'sampleReport':
      return SAMPLE_REPORT_API;
    case 'publicConfig':
      return '/api/public-config';
    case 'prospectQuestionnaires':
      return `/api/questionnaires/prospect/${part(read.prospectId)}`;
  }
}

/**
 * The landing page's reads (issue #27 item 2): the plans, the contact block, the social links and the
 * browser's access (the header's links); drawn for every visitor, with or without a cookie.
 */
export const LANDING_READS: readonly TRenderedRead[] = [
  { read: 'products' },
  { read: 'contactSettings' },
  { read: 'socialLinks' },
  { read: 'accessSession' },
];

export type TRenderedPage = {
  name: 'results' | 'fullStatements';
  /** The route (paths.ts), with `:prospectId`. */
  pattern: string;
  /** The page's module in Vite's manifest (its React.lazy import in apps/web/src/routes.tsx). */
  module: string;
  /**
   * What the page reads on its first render: `first` at once (the first of them a statement, whose answer
   * names the questionnaire when the URL does not), `then` with the questionnaire's id, and `clientOnly`
   * what the server render leaves to the browser.
   */
  first: (prospectId: string, questionnaireId: string | undefined) => TRenderedRead[];
  then: (questionnaireId: string) => TRenderedRead[];
  clientOnly: (questionnaireId: string) => TClientRead[];
};

const statement = (
  read: TStatementRead['read'],
  prospectId: string,
  questionnaireId: string | undefined,
): TStatementRead => (questionnaireId ? { read, prospectId, questionnaireId } : { read, prospectId });

export const RENDERED_PAGES: readonly TRenderedPage[] = [
  {
    name: 'results',
    pattern: ROUTE_PATTERNS.results,
    module: 'src/features/results/results-page.tsx',
    first: (prospectId, questionnaireId) => [
      statement('profitLoss', prospectId, questionnaireId),
      { read: 'prospect', prospectId },
      { read: 'products' },
    ],
    then: (questionnaireId) => [{ read: 'questionnaire', questionnaireId }],
    clientOnly: () => [],
  },
  {
    name: 'fullStatements',
    pattern: ROUTE_PATTERNS.fullStatements,
    module: 'src/features/statements/full-statements-page.tsx',
    first: (prospectId, questionnaireId) => [
      statement('profitLoss', prospectId, questionnaireId),
      statement('balanceSheet', prospectId, questionnaireId),
      statement('cashFlow', prospectId, questionnaireId),
      { read: 'prospect', prospectId },
      { read: 'products' },
    ],
    then: (questionnaireId) => [{ read: 'questionnaire', questionnaireId }],
    clientOnly: (questionnaireId) => [{ read: 'assessment', questionnaireId }],
  },
];

const PAGE_PATHS = RENDERED_PAGES.map(
  (page) => [page, new RegExp(`^${page.pattern.replace(':prospectId', `(${UUID})`)}$`)] as const,
);

/** The rendered page a path is (whatever its query); undefined for any other path. */
export function renderedPageOf(pathname: string): TRenderedPage | undefined {
  return PAGE_PATHS.find(([, path]) => path.test(pathname))?.[0];
}

/**
 * A rendered page's target for a URL (path and query): the page, the prospect and the questionnaire the
 * query names; undefined for any other URL, or a questionnaire id that is no id.
 */
export function renderedPageTarget(
  url: string,
): { page: TRenderedPage; prospectId: string; questionnaireId: string | undefined } | undefined {
  const [pathname = '', search = ''] = url.split('?');
  for (const [page, path] of PAGE_PATHS) {
    const match = path.exec(pathname);
    if (!match) continue;
    const questionnaireId = new URLSearchParams(search).get('questionnaireId') ?? undefined;
    if (questionnaireId !== undefined && !UUID_RE.test(questionnaireId)) return undefined;
    return { page, prospectId: match[1]!, questionnaireId };
  }
  return undefined;
}

/**
 * A share link's page (`/shared/{token}`, issue #26): drawn per request, for anyone holding the link (no
 * cookie), from its one read, which counts the view; an expired, revoked or unknown link is drawn as the
 * plain page saying so, with the read's 410 or 404.
 */
export const SHARED_PAGE = {
  name: 'sharedPlan',
  pattern: ROUTE_PATTERNS.sharedPlan,
  module: 'src/features/shared/shared-plan-page.tsx',
  reads: (token: string): TRenderedRead[] => [{ read: 'sharedPlan', token }],
} as const;

const SHARED_PATH = new RegExp(`^${ROUTE_PATTERNS.sharedPlan.replace(':token', '([^/?#]+)')}$`);

/** The token of a share link's page URL (path and query), undefined for any other URL or a bad encoding. */
export function sharedPageToken(url: string): string | undefined {
  const match = SHARED_PATH.exec(url.split('?')[0] ?? '');
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/**
 * The sample report's page (`/sample-report`, issue #27 item 1): drawn per request for any visitor (no
 * cookie; its one read is public and the same for everyone), so it arrives drawn with the sample's figures.
 */
export const SAMPLE_PAGE = {
  name: 'sampleReport',
  pattern: SAMPLE_REPORT_PATH,
  module: 'src/features/sample-report/sample-report-page.tsx',
  reads: (): TRenderedRead[] => [{ read: 'sampleReport' }],
} as const;

/** Whether a URL (path and query) is the sample report's page. */
export const isSamplePageUrl = (url: string): boolean => url.split('?')[0] === SAMPLE_REPORT_PATH;

/**
 * The founder's form pages drawn per request with the founder's cookie (issue #27 item 1): the checkout
 * (`/checkout?product=&prospectId=`) and the questionnaire (`/questionnaire/:prospectId`, its first step, or
 * the step `?step=` names, or with `?questionnaireId=&edit=true` the review of the stored answers). `reads`
 * are what the page reads on its first render, from its URL's query as the page reads it.
 */
export type TFormPage = {
  name: 'checkout' | 'questionnaire';
  /** The route (paths.ts). */
  pattern: string;
  /** The page's module in Vite's manifest (its React.lazy import in apps/web/src/routes.tsx). */
  module: string;
};

export const FORM_PAGES = {
  checkout: {
    name: 'checkout',
    pattern: CHECKOUT_PATH,
    module: 'src/features/checkout/checkout-page.tsx',
  },
  questionnaire: {
    name: 'questionnaire',
    pattern: ROUTE_PATTERNS.questionnaire,
    module: 'src/features/questionnaire/questionnaire-page.tsx',
  },
} as const satisfies Record<TFormPage['name'], TFormPage>;

const QUESTIONNAIRE_PATH = new RegExp(
  `^${ROUTE_PATTERNS.questionnaire.replace(':prospectId', `(${UUID})`)}$`,
);

/**
 * A form page's target for a URL (path and query): the page and the reads its first render makes; undefined
 * for any other URL, or one the page would not draw from its reads (no prospect id, an id that is no id, the
 * custom plan, which the checkout sends to a conversation).
 */
export function formPageTarget(url: string): { page: TFormPage; reads: TRenderedRead[] } | undefined {
  const [pathname = '', search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  if (pathname === CHECKOUT_PATH) {
    // As checkout-page.tsx reads its query.
    const product = query.get('product')?.trim() ?? '';
    const prospectId = query.get('prospectId')?.trim() ?? '';
    if (!product || product === 'custom' || !UUID_RE.test(prospectId)) return undefined;
    return {
      page: FORM_PAGES.checkout,
      reads: [
        { read: 'prospect', prospectId },
        { read: 'products' },
        { read: 'publicConfig' },
        { read: 'accessSession' },
      ],
    };
  }
  const match = QUESTIONNAIRE_PATH.exec(pathname);
  if (!match) return undefined;
  const prospectId = match[1]!;
  // As questionnaire-page.tsx reads its query: the questionnaire asked for, else (unless a new one is
  // asked for) the prospect's list, whose latest draft the wizard resumes.
  const questionnaireId = query.get('questionnaireId');
  if (questionnaireId !== null && !UUID_RE.test(questionnaireId)) return undefined;
  const which: TRenderedRead[] = questionnaireId
    ? [{ read: 'questionnaire', questionnaireId }]
    : query.get('new-questionnaire') === 'true'
      ? []
      : [{ read: 'prospectQuestionnaires', prospectId }];
  return {
    page: FORM_PAGES.questionnaire,
    reads: [{ read: 'prospect', prospectId }, ...which, { read: 'products' }, { read: 'publicConfig' }],
  };
}
