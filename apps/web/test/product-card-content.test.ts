import { describe, expect, it } from 'vitest';
import { productActionLabel, productFeatures } from '@/features/landing/lib/product-card-content';
import { products } from './fixtures';

const [free, full, expert, custom] = products as [
  (typeof products)[number],
  (typeof products)[number],
  (typeof products)[number],
  (typeof products)[number],
];

describe('product feature list', () => {
  it('gives the free plan one P&L, graphics and its report count', () => {
    expect(productFeatures(free)).toEqual([
      'Profit & Loss report',
      'Financial graphics (2 charts)',
      'Up to 2 reports per email',
    ]);
  });

  it('gives complete plans all three statements, charts and the AI assessment', () => {
    expect(productFeatures(full)).toEqual([
      'Profit & Loss, Balance Sheet and Cash Flow',
      'Three-year projections',
      'Financial summary',
      'Charts and analysis (6 charts)',
      '3 more reports, added to the ones you have',
      'AI business assessment',
    ]);
  });

  it('adds the video session to P03 and the custom work to P04', () => {
    expect(productFeatures(expert)).toContain('10-minute video session with an expert');
    expect(productFeatures(custom)).toEqual(
      expect.arrayContaining([
        'Custom documents',
        '90-minute expert review',
        'Five-year projections',
        'Dynamic Excel model',
      ]),
    );
  });

  it('lists the projection years once, as the plan holds them: five on Custom, never both (issue #24)', () => {
    const years = (product: typeof custom) =>
      productFeatures(product).filter((feature) => /-year projections$/.test(feature));
    expect(years(custom)).toEqual(['Five-year projections']);
    expect(years(full)).toEqual(['Three-year projections']);
    expect(years(expert)).toEqual(['Three-year projections']);
  });

  it('leaves out what a product lacks', () => {
    const bare = { ...full, chartsCount: 0, questionnairesPerEmail: 1, hasAiAssessment: false };
    expect(productFeatures(bare)).toEqual([
      'Profit & Loss, Balance Sheet and Cash Flow',
      'Three-year projections',
      'Financial summary',
      '1 more report, added to the ones you have',
    ]);
    expect(productFeatures({ ...free, questionnairesPerEmail: 1 })).not.toContainEqual(
      expect.stringMatching(/reports per email/),
    );
    expect(productFeatures({ ...free, chartsCount: 1 })).toContain('Financial graphics (1 chart)');
  });
});

describe('product button label', () => {
  it('follows the product type and meeting flag', () => {
    expect(products.map(productActionLabel)).toEqual([
      'Get it Now',
      'Get Full Reports',
      'Book a Session',
      'Book a Session',
    ]);
  });
});
