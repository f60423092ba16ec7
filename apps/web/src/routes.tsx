// Every route of the product (visitor.md section 2); all pages but home and Not Found load lazily.
import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { PageFallback } from '@/components/layouts/page-fallback';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { RouteErrorPage } from '@/features/errors/route-error-page';
import { LandingPage } from '@/features/landing/landing-page';

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
const ReportsLookupPage = lazyPage(
  () => import('@/features/reports/reports-lookup-page'),
  'ReportsLookupPage',
);
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

function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
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
      { path: '/reports', element: <ReportsLookupPage /> },
      { path: '/reports/:email', element: <ReportsDashboardPage /> },
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
