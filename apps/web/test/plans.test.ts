// The plan facts behind the upgrade panels and the header (issue #14): rank by price with the custom plan on
// top, the bigger plans of a held one, what each adds, and where choosing it leads.
import { describe, expect, it } from 'vitest';
import { biggerPlans, planAdditions, planRank, upgradeHref } from '@/lib/plans';
import { visitorNavItems, currentNavKey } from '@/components/layouts/visitor-nav-items';
import { products } from './fixtures';

const byCode = (code: string) => products.find((product) => product.code === code)!;
const PROSPECT = '11111111-1111-4111-8111-111111111111';

describe('plan rank', () => {
  it('orders by price, whatever the codes say, with the custom plan above every price', () => {
    const cheapP03 = { ...byCode('P03'), price: '9.99' };
    expect(planRank(cheapP03)).toBeLessThan(planRank(byCode('P02')));
    expect(planRank(byCode('P04'))).toBeGreaterThan(planRank({ ...byCode('P03'), price: '100000' }));
    expect(
      biggerPlans([byCode('P01'), byCode('P02'), cheapP03, byCode('P04')], 'P01').map((p) => p.code),
    ).toEqual(['P03', 'P02', 'P04']);
  });

  it('offers the paid plans above the held one only, and none above the custom plan', () => {
    expect(biggerPlans(products, 'P01').map((p) => p.code)).toEqual(['P02', 'P03', 'P04']);
    expect(biggerPlans(products, 'P02').map((p) => p.code)).toEqual(['P03', 'P04']);
    expect(biggerPlans(products, 'P04')).toEqual([]);
    expect(
      biggerPlans(
        products.map((p) => ({ ...p, isActive: p.code !== 'P03' })),
        'P01',
      ).map((p) => p.code),
    ).toEqual(['P02', 'P04']);
  });
});

describe('what a plan adds', () => {
  it('names the statements, charts, assessment and reports Full Reports adds to the free plan', () => {
    expect(planAdditions(byCode('P01'), byCode('P02'))).toEqual([
      'Balance sheet and cash flow statements',
      'Excel workbook of your statements',
      '6 charts instead of 2',
      'AI business assessment, with a Word copy',
      '3 more reports, added to the ones you have',
    ]);
  });

  it('names only the new things Expert Feedback adds to Full Reports', () => {
    expect(planAdditions(byCode('P02'), byCode('P03'))).toEqual([
      '10-minute video session with an expert',
      '5 more reports, added to the ones you have',
    ]);
  });

  it('sends paid plans to their checkout and the custom plan to the expert conversation', () => {
    expect(upgradeHref(byCode('P02'), PROSPECT)).toBe(
      `/checkout?product=financial_statements&prospectId=${PROSPECT}`,
    );
    expect(upgradeHref(byCode('P03'), PROSPECT)).toBe(
      `/checkout?product=consultation&prospectId=${PROSPECT}`,
    );
    expect(upgradeHref(byCode('P04'), PROSPECT)).toBe('/talk-with-expert');
  });
});

describe('header entries', () => {
  it('lists Full Statements only for complete plans and Upgrade only when a bigger plan exists', () => {
    const labels = (facts: { hasFullStatements: boolean; canUpgrade: boolean }) =>
      visitorNavItems({ prospect: { id: PROSPECT }, holdsSeveral: false, ...facts }).map(
        (item) => item.label,
      );
    expect(labels({ hasFullStatements: false, canUpgrade: true })).toEqual([
      'My Reports',
      'Upgrade',
      'Payment History',
      'Contact',
    ]);
    expect(labels({ hasFullStatements: true, canUpgrade: false })).toEqual([
      'My Reports',
      'Full Statements',
      'Payment History',
      'Contact',
    ]);
  });

  it('names the prospect in the links when the browser holds several, and knows the open page', () => {
    const items = visitorNavItems({
      prospect: { id: PROSPECT },
      holdsSeveral: true,
      hasFullStatements: true,
      canUpgrade: true,
    });
    expect(items.map((item) => item.to)).toEqual([
      `/reports?prospect=${PROSPECT}`,
      `/full-statements/${PROSPECT}`,
      `/reports?prospect=${PROSPECT}#upgrade`,
      '/payment-history',
      '/contact',
    ]);
    expect(currentNavKey(`/full-statements/${PROSPECT}`)).toBe('statements');
    expect(currentNavKey('/reports')).toBe('reports');
    expect(currentNavKey('/checkout')).toBeUndefined();
  });
});
