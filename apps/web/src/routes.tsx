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
import { WEB_ROUTES } from '@trajectory/contracts/paths';

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
if (typeof window !== 'undefined' && window.location.pathname === WEB_ROUTES.home) void loadLandingPage();
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
const VersionsPage = lazyPage(() => import('@/features/versions/versions-page'), 'VersionsPage');
const SharedPlanPage = lazyPage(() => import('@/features/shared/shared-plan-page'), 'SharedPlanPage');
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
      { path: WEB_ROUTES.home, element: <LandingPage /> },
      { path: WEB_ROUTES.questionnaire, element: <QuestionnairePage /> },
      { path: WEB_ROUTES.results, element: <ResultsPage /> },
      { path: WEB_ROUTES.admin, element: <AdminLoginPage /> },
      { path: WEB_ROUTES.adminLogin, element: <AdminLoginPage /> },
      { path: WEB_ROUTES.adminDashboard, element: <AdminDashboardPage /> },
      { path: WEB_ROUTES.reports, element: <ReportsDashboardPage /> },
      // Issue #12: the dashboard reads this browser's session; an old e-mail URL opens the same page.
      { path: WEB_ROUTES.legacyReports, element: <Navigate to={WEB_ROUTES.reports} replace /> },
      { path: WEB_ROUTES.access, element: <AccessLinkPage /> },
      { path: WEB_ROUTES.checkout, element: <CheckoutPage /> },
      { path: WEB_ROUTES.cardPayment, element: <CardPaymentPage /> },
      { path: WEB_ROUTES.paypalPayment, element: <PaypalPaymentPage /> },
      { path: WEB_ROUTES.paymentSimulation, element: <PaymentSimulationPage /> },
      // purchasing.md 2.4: the card flow returns to /payment-success?orderId=, others carry the prospect.
      { path: WEB_ROUTES.cardPaymentSuccess, element: <PaymentSuccessPage /> },
      { path: WEB_ROUTES.paymentSuccess, element: <PaymentSuccessPage /> },
      { path: WEB_ROUTES.fullStatements, element: <FullStatementsPage /> },
      { path: WEB_ROUTES.versions, element: <VersionsPage /> },
      { path: WEB_ROUTES.talkWithExpert, element: <TalkWithExpertPage /> },
      { path: WEB_ROUTES.paymentHistory, element: <PaymentHistoryPage /> },
      { path: WEB_ROUTES.contact, element: <ContactPage /> },
      { path: WEB_ROUTES.sampleReport, element: <SampleReportPage /> },
      // Issue #26: a share link's read-only plan, for anyone holding the link.
      { path: WEB_ROUTES.sharedPlan, element: <SharedPlanPage /> },
      { path: WEB_ROUTES.notFound, element: <NotFoundPage /> },
    ],
  },
];
