// Issue #23 item 3: every web URL either side builds comes from @trajectory/contracts/paths, and each is a
// page the web's router really has (never its Not Found). The server builds its redirects and mailed links
// with these same functions (apps/server/test/web-paths.test.ts proves it writes none by hand).
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { paths, WEB_ROUTES } from '@trajectory/contracts/paths';
import { routes } from '@/routes';

const ID = '6f1c2d9e-0b7a-4c1e-9d7f-3a2b1c0d9e8f';

/** The deepest route a URL lands on (its pattern). */
function patternOf(url: string): string | undefined {
  const pathname = new URL(url, 'http://localhost').pathname;
  return matchRoutes(routes, pathname)?.at(-1)?.route.path;
}

describe('the web paths (contracts)', () => {
  it('the router registers exactly the contracts’ routes', () => {
    const registered = (routes[0]!.children as RouteObject[]).map((route) => route.path);
    expect(registered).toEqual(Object.values(WEB_ROUTES));
  });

  it('every path either side builds lands on its own page, not Not Found', () => {
    // One or more URLs from each builder, and the route each must land on.
    const built: Record<keyof typeof paths, [string, keyof typeof WEB_ROUTES][]> = {
      home: [[paths.home(), 'home']],
      questionnaire: [
        [paths.questionnaire(ID, { 'new-questionnaire': 'true', businessName: 'A & B' }), 'questionnaire'],
      ],
      editAnswers: [[paths.editAnswers(ID, ID), 'questionnaire']],
      results: [[paths.results(ID, { custom: 'true', questionnaireId: ID }), 'results']],
      fullStatements: [
        [paths.fullStatements(ID, ID), 'fullStatements'],
        [paths.fullStatements(ID), 'fullStatements'],
      ],
      versions: [
        [paths.versions(ID, ID), 'versions'],
        [paths.versions(ID, ID, 2), 'versions'],
      ],
      reports: [
        [paths.reports(), 'reports'],
        [paths.reports(ID), 'reports'],
      ],
      upgrade: [[paths.upgrade(ID), 'reports']],
      access: [[paths.access('abc_DEF-123'), 'access']],
      checkout: [[paths.checkout('financial_statements', ID), 'checkout']],
      paypalPayment: [[paths.paypalPayment(ID), 'paypalPayment']],
      paymentSimulation: [[paths.paymentSimulation(ID), 'paymentSimulation']],
      paymentSuccess: [[paths.paymentSuccess(ID), 'paymentSuccess']],
      cardPaymentSuccess: [[paths.cardPaymentSuccess(ID), 'cardPaymentSuccess']],
      meeting: [[paths.meeting('a+b@example.com'), 'talkWithExpert']],
      talkWithExpert: [[paths.talkWithExpert(), 'talkWithExpert']],
      paymentHistory: [[paths.paymentHistory(), 'paymentHistory']],
      contact: [[paths.contact(), 'contact']],
      sampleReport: [[paths.sampleReport(), 'sampleReport']],
      sharedPlan: [[paths.sharedPlan('abc_DEF-123'), 'sharedPlan']],
      admin: [[paths.admin(), 'admin']],
      adminLogin: [[paths.adminLogin(), 'adminLogin']],
      adminDashboard: [[paths.adminDashboard(), 'adminDashboard']],
    };
    for (const [url, route] of Object.values(built).flat()) {
      expect({ url, pattern: patternOf(url) }).toEqual({ url, pattern: WEB_ROUTES[route] });
    }
  });

  it('the server’s redirects keep their form', () => {
    expect(paths.checkout('consultation', ID)).toBe(`/checkout?product=consultation&prospectId=${ID}`);
    expect(paths.results(ID, { custom: 'true', questionnaireId: ID })).toBe(
      `/results/${ID}?custom=true&questionnaireId=${ID}`,
    );
    expect(paths.fullStatements(ID, ID)).toBe(`/full-statements/${ID}?questionnaireId=${ID}`);
    expect(paths.paymentSuccess(ID)).toBe(`/payment-success/${ID}`);
    expect(paths.access('tok')).toBe('/access/tok');
  });
});
