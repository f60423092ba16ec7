// Every route of the product (visitor.md section 2, issue #12); all pages but home and Not Found load lazily.
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { AccessGate } from '@/components/access/access-gate';
import { PageFallback } from '@/components/layouts/page-fallback';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { RouteErrorPage } from '@/features/errors/route-error-page';
import { LandingPage } from '@/features/landing/landing-page';
import { SAMPLE_REPORT_PATH } from '@trajectory/contracts/sample-report-paths';
import { REPORTS_PATH } from '@/lib/paths';

/** React.lazy for a module's named page export, so pages keep named exports. */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

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
      { path: '/', element: <LandingPage /> },
      { path: '/questionnaire/:prospectId', element: <QuestionnairePage /> },
      { path: '/results/:prospectId', element: <ResultsPage /> },
      { path: '/admin', element: <AdminLoginPage /> },
      { path: '/admin/login', element: <AdminLoginPage /> },
      { path: '/admin/dashboard', element: <AdminDashboardPage /> },
      { path: '/reports', element: <ReportsDashboardPage /> },
      // Issue #12: the dashboard reads this browser's session; an old e-mail URL opens the same page.
      { path: '/reports/:email', element: <Navigate to={REPORTS_PATH} replace /> },
      { path: '/access/:token', element: <AccessLinkPage /> },
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/checkout/stripe', element: <CardPaymentPage /> },
      { path: '/checkout/paypal', element: <PaypalPaymentPage /> },
      { path: '/payment-simulation/:prospectId', element: <PaymentSimulationPage /> },
      // purchasing.md 2.4: the card flow returns to /payment-success?orderId=, others carry the prospect.
      { path: '/payment-success', element: <PaymentSuccessPage /> },
      { path: '/payment-success/:prospectId', element: <PaymentSuccessPage /> },
      { path: '/full-statements/:prospectId', element: <FullStatementsPage /> },
      { path: '/talk-with-expert', element: <TalkWithExpertPage /> },
      { path: '/payment-history', element: <PaymentHistoryPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: SAMPLE_REPORT_PATH, element: <SampleReportPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
