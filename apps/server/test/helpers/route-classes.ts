// Which routes are staff-only, visitor-scoped or public: the one classification the route-table tests use.
const PUBLIC_ADMIN_ROUTES = new Set(['POST /api/admin/login', 'POST /api/admin/logout']);
const STAFF_WRITE_PREFIXES = [
  '/api/social-media',
  '/api/contact-settings',
  '/api/objects/upload',
  '/api/admin/',
];
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStaffOnly({ method, url }: { method: string; url: string }) {
  if (PUBLIC_ADMIN_ROUTES.has(`${method} ${url}`)) return false;
  if (url.startsWith('/api/admin/')) return true;
  return WRITES.has(method) && STAFF_WRITE_PREFIXES.some((p) => url.startsWith(p));
}

/** A founder's data: a visitor session holding the prospect, or staff. */
export const VISITOR_ROUTES = new Set([
  'GET /api/prospects/:id',
  'GET /api/prospects/email/:email',
  'POST /api/prospects/:id/preferred-plan',
  'POST /api/prospects/:id/upgrade-plan',
  'POST /api/questionnaires',
  'GET /api/questionnaires/:id',
  'PUT /api/questionnaires/:id',
  'PUT /api/questionnaires/:id/answers',
  'GET /api/questionnaires/:id/versions',
  'GET /api/questionnaires/:id/versions/compare',
  'GET /api/questionnaires/:id/versions/:number',
  'POST /api/questionnaires/:id/versions/:number/restore',
  'GET /api/questionnaires/prospect/:prospectId',
  'GET /api/questionnaires/:id/charts/:name',
  'GET /api/questionnaires/:id/report.pdf',
  'POST /api/questionnaire/complete',
  'POST /api/reports/generate',
  'GET /api/reports/prospect/:prospectId',
  'GET /api/reports/download-pdf/:reportId',
  'GET /api/profit-loss/questionnaire/:id',
  'GET /api/profit-loss/:prospectId',
  'GET /api/balance-sheet/questionnaire/:id',
  'GET /api/balance-sheet/:prospectId',
  'GET /api/cash-flow/questionnaire/:id',
  'GET /api/cash-flow/:prospectId',
  'GET /api/export/financial-reports/:prospectId',
  'POST /api/assessments',
  'GET /api/assessments/prospect/:prospectId',
  'GET /api/assessments/:questionnaireId',
  'GET /api/assessments/:questionnaireId/export',
  'GET /api/payment-history',
  'GET /api/payment-history/:id/receipt.pdf',
  'POST /api/orders',
  'GET /api/orders/:id',
  'POST /api/stripe/create-payment-intent',
  'POST /api/payments/stripe/create-intent',
  'POST /api/payments/simulated/confirm',
  'POST /api/payment/success',
  'POST /api/payments/paypal/order',
  'POST /api/payments/paypal/capture/:orderId',
  'POST /api/promo-codes/use',
  'POST /api/access/sign-out-others',
  'GET /api/access/ownership-review/:prospectId',
  'POST /api/access/ownership-review',
  'POST /api/questionnaires/:id/share-links',
  'GET /api/questionnaires/:id/share-links',
  'POST /api/questionnaires/:id/share-links/:linkId/revoke',
  // Questions from a plan's lenders (issue #26 item 2): the founder's own plan.
  'GET /api/questionnaires/:id/questions',
  'POST /api/questionnaires/:id/questions/:questionId/replies',
  'GET /api/prospects/:prospectId/questions/open-count',
]);

/** Open to anyone: they reveal no founder's data. */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/products',
  'GET /api/products/:id',
  'GET /api/public-config',
  'GET /api/social-media/active',
  'GET /api/social-media',
  'GET /api/contact-settings',
  'GET /api/sample-report',
  'GET /api/sample-report/charts/:name',
  'POST /api/contact',
  'POST /api/promo-codes/validate',
  'GET /api/objects/:id',
  'GET /api/payments/paypal/setup',
  'POST /api/validate-email',
  'POST /api/prospects',
  'POST /api/access/request-link',
  'GET /api/access/links/:token',
  'POST /api/access/verify',
  'GET /api/access/session',
  'POST /api/access/sign-out',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'POST /api/webhooks/stripe',
  // A founder's share link (issue #26): public by token, never by id.
  'GET /api/shared/:token',
  'GET /api/shared/:token/report.pdf',
  'GET /api/shared/:token/report.xlsx',
  'GET /api/shared/:token/questions',
  'POST /api/shared/:token/questions',
]);

export function routeClass(route: {
  method: string;
  url: string;
}): 'staff' | 'visitor' | 'public' | undefined {
  const key = `${route.method} ${route.url}`;
  if (VISITOR_ROUTES.has(key)) return 'visitor';
  if (PUBLIC_ROUTES.has(key)) return 'public';
  if (isStaffOnly(route)) return 'staff';
  return undefined;
}
