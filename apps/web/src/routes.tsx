// Every route of the product (visitor.md section 2, issue #12); all pages but Not Found load lazily (the
// landing page too: it arrives drawn and starts its code on the first press, issue #27 item 2, and the
// statements pages, hydrated at load, do not carry it).
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { AccessGate } from '@/components/access/access-gate';
import { PageFallback } from '@/components/layouts/page-fallback';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { useReplayEarlyClick } from '@/hooks/use-replay-early-click';
import { RouteErrorPage } from '@/features/errors/route-error-page';
import {
  ADMIN_DASHBOARD_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_PATH,
  CARD_PAYMENT_PATH,
  CHECKOUT_PATH,
  CONTACT_PATH,
  HOME_PATH,
  PAYMENT_HISTORY_PATH,
  PAYMENT_SUCCESS_PATH,
  PAYPAL_PAYMENT_PATH,
  REPORTS_PATH,
  ROUTE_PATTERNS,
  TALK_WITH_EXPERT_PATH,
} from '@/lib/paths';
import { SAMPLE_REPORT_PATH } from '@trajectory/contracts/sample-report-paths';

/**
 * React.lazy for a module's named page export, so pages keep named exports. A page the server rendered
 * (the statements pages) presses again, once hydrated, a button pressed before its script had run.
 */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => {
    const Page = (await load())[name] as ComponentType;
    return {
      default: function HydratedPage() {
        useReplayEarlyClick();
        return <Page />;
      },
    };
  });
}

const loadLandingPage = () => import('@/features/landing/landing-page');
// An app started on the landing page (on its first press) asks for its code as the routes load, not
// after the router has matched.
if (typeof window !== 'undefined' && window.location.pathname === HOME_PATH) void loadLandingPage();
const LandingPage = lazyPage(loadLandingPage, 'LandingPage');
const QuestionnairePage = lazyPage(
  () => import('@/features/questionnaire/questionnaire-page'),
  'QuestionnairePage',
);
const ResultsPage = lazyPage(() => import('@/features/results/results-page'), 'ResultsPage');
const AdminLoginPage = lazyPage(() => import('@/features/admin/auth/admin-login-page'), 'AdminLoginPage');
const AdminDashboardPage = lazyPage(
  () => import('@/features/admin/shell/admin-dashboard-page'),
  'AdminDashboardPage',
);
const AccessLinkPage = lazyPage(() => import('@/features/access/access-link-page'), 'AccessLinkPage');
const ReportsDashboardPage = lazyPage(
  () => import('@/features/reports/reports-dashboard-page'),
  'ReportsDashboardPage',
);
const CheckoutPage = lazyPage(() => import('@/features/checkout/checkout-page'), 'CheckoutPage');
const CardPaymentPage = lazyPage(() => import('@/features/checkout/card-payment-page'), 'CardPaymentPage');
const PaypalPaymentPage = lazyPage(
  () => import('@/features/checkout/paypal-payment-page'),
  'PaypalPaymentPage',
);
const PaymentSimulationPage = lazyPage(
  () => import('@/features/checkout/payment-simulation-page'),
  'PaymentSimulationPage',
);
const PaymentSuccessPage = lazyPage(
  () => import('@/features/checkout/payment-success-page'),
  'PaymentSuccessPage',
);
const FullStatementsPage = lazyPage(
  () => import('@/features/statements/full-statements-page'),
  'FullStatementsPage',
);
const TalkWithExpertPage = lazyPage(
  () => import('@/features/expert/talk-with-expert-page'),
  'TalkWithExpertPage',
);
const PaymentHistoryPage = lazyPage(
  () => import('@/features/payment-history/payment-history-page'),
  'PaymentHistoryPage',
);
const ContactPage = lazyPage(() => import('@/features/contact/contact-page'), 'ContactPage');
const SampleReportPage = lazyPage(
  () => import('@/features/sample-report/sample-report-page'),
  'SampleReportPage',
);

function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageFallback />}>
        <AccessGate>
          <Outlet />
        </AccessGate>
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: HOME_PATH, element: <LandingPage /> },
      { path: ROUTE_PATTERNS.questionnaire, element: <QuestionnairePage /> },
      { path: ROUTE_PATTERNS.results, element: <ResultsPage /> },
      { path: ADMIN_PATH, element: <AdminLoginPage /> },
      { path: ADMIN_LOGIN_PATH, element: <AdminLoginPage /> },
      { path: ADMIN_DASHBOARD_PATH, element: <AdminDashboardPage /> },
      { path: REPORTS_PATH, element: <ReportsDashboardPage /> },
      // Issue #12: the dashboard reads this browser's session; an old e-mail URL opens the same page.
      { path: ROUTE_PATTERNS.legacyReports, element: <Navigate to={REPORTS_PATH} replace /> },
      { path: ROUTE_PATTERNS.access, element: <AccessLinkPage /> },
      { path: CHECKOUT_PATH, element: <CheckoutPage /> },
      { path: CARD_PAYMENT_PATH, element: <CardPaymentPage /> },
      { path: PAYPAL_PAYMENT_PATH, element: <PaypalPaymentPage /> },
      { path: ROUTE_PATTERNS.paymentSimulation, element: <PaymentSimulationPage /> },
      // purchasing.md 2.4: the card flow returns to /payment-success?orderId=, others carry the prospect.
      { path: PAYMENT_SUCCESS_PATH, element: <PaymentSuccessPage /> },
      { path: ROUTE_PATTERNS.paymentSuccess, element: <PaymentSuccessPage /> },
      { path: ROUTE_PATTERNS.fullStatements, element: <FullStatementsPage /> },
      { path: TALK_WITH_EXPERT_PATH, element: <TalkWithExpertPage /> },
      { path: PAYMENT_HISTORY_PATH, element: <PaymentHistoryPage /> },
      { path: CONTACT_PATH, element: <ContactPage /> },
      { path: SAMPLE_REPORT_PATH, element: <SampleReportPage /> },
      { path: ROUTE_PATTERNS.notFound, element: <NotFoundPage /> },
    ],
  },
];
