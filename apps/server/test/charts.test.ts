// Chart rendering: every chart as SVG and PNG for three businesses, with proof that the text is drawn.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { normalizeQuestionnaire, project } from '@trajectory/engine';
import type { Projection } from '@trajectory/engine';
import { describe, expect, it } from 'vitest';
import {
  CHART_NAMES,
  buildChartOption,
  formatCompactDollars,
  formatDollars,
  formatUnits,
  isChartName,
  niceRange,
  type ChartName,
  type ChartOption,
} from '@trajectory/charts';
import { renderChartPng, renderChartSvg } from '../src/documents/charts/render';

// One PNG per chart to look at (gitignored). Playwright's outputDir is ../test-results too and empties the
// folder at the start of every e2e run, so these last only until the next one.
const OUTPUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/charts');

function projectSections(sections: unknown): Projection {
  const result = normalizeQuestionnaire(sections, { completed: true });
  if (!result.ok) throw new Error(`fixture does not validate: ${JSON.stringify(result.errors)}`);
  return project(result.inputs);
}

/** A bakery that makes money from the first month and keeps a healthy balance. */
const bakery = projectSections({
  productsServices: { unitPrice: 12 },
  salesVolume: { firstMonthSales: 900 },
  revenueInfo: { startMonth: '0' },
  growthRate: { annualGrowthRate: 20 },
  operationalCosts: { costPerItem: 4 },
  expenseInfo: {
    ownerSalary: 3500,
    monthlyAdvertising: 400,
    monthlyRent: 1800,
    monthlyUtilities: 250,
    monthlyInsurance: 150,
  },
  assetInfo: { oneTimePurchases: 25000 },
  equityInfo: { initialCash: 30000 },
});

/** A studio that sells nothing for three months, loses money for a year and runs an overdraft before recovering. */
const studio = projectSections({
  productsServices: { unitPrice: 45 },
  salesVolume: { firstMonthSales: 60 },
  revenueInfo: { startMonth: '3' },
  growthRate: { annualGrowthRate: 150 },
  operationalCosts: { costPerItem: 15 },
  expenseInfo: {
    ownerSalary: 3000,
    monthlyAdvertising: 600,
    monthlyRent: 1500,
    monthlyUtilities: 200,
    monthlyInsurance: 100,
  },
  assetInfo: { oneTimePurchases: 20000 },
  equityInfo: { initialCash: 15000 },
});

/** A hobby seller with no costs at all: the expenses chart has nothing to show. */
const hobby = projectSections({
  productsServices: { unitPrice: 20 },
  salesVolume: { firstMonthSales: 100 },
  growthRate: { annualGrowthRate: 10 },
});

const FIXTURES = { bakery, studio, hobby } as const;

const TITLES: Record<ChartName, string> = {
  expenses: 'Year 1 Expenses',
  'revenue-profit': 'Revenue and Net Profit by Year',
  waterfall: 'Year 1: From Revenue to Net Profit',
  trend: 'Three-Year Trend',
  'items-sold-1st-year': 'Items Sold by Month, Year 1',
  'net-profit-1st-year': 'Net Profit by Month, Year 1',
  'cash-balance': 'Cash Balance over 36 Months',
};

/** Text drawn by <text> elements, unescaped enough for the assertions here. */
function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}

const DOLLARS = /^\u2212?\$\d{1,3}(,\d{3})*$/;

type Image = { width: number; height: number; pixels: Buffer };

/** Decodes the PNGs resvg writes (8-bit RGBA, not interlaced), enough to count pixels. */
function decodePng(png: Buffer): Image {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect(png[24]).toBe(8);
  expect(png[25]).toBe(6);
  const idat: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= 4 ? (pixels[y * stride + x - 4] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = x >= 4 && y > 0 ? (pixels[(y - 1) * stride + x - 4] ?? 0) : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = Math.floor((left + up) / 2);
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const [dLeft, dUp, dUpLeft] = [
          Math.abs(estimate - left),
          Math.abs(estimate - up),
          Math.abs(estimate - upLeft),
        ];
        predictor = dLeft <= dUp && dLeft <= dUpLeft ? left : dUp <= dUpLeft ? up : upLeft;
      }
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return { width, height, pixels };
}

/** Pixels in a rectangle that are clearly darker than the white background: ink. */
function countInk(image: Image, region: { x: number; y: number; width: number; height: number }): number {
  let count = 0;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const i = (y * image.width + x) * 4;
      const luminance =
        ((image.pixels[i] ?? 0) + (image.pixels[i + 1] ?? 0) + (image.pixels[i + 2] ?? 0)) / 3;
      if (luminance < 160) count++;
    }
  }
  return count;
}

function seriesOf(option: ChartOption): Record<string, unknown>[] {
  const series = option.series;
  return (Array.isArray(series) ? series : series ? [series] : []) as Record<string, unknown>[];
}

/** A stacked item's value, whether written plainly, as '-' or as { value }. */
function itemValue(item: unknown): number {
  if (item === '-' || item === undefined) return 0;
  if (typeof item === 'number') return item;
  return Number((item as { value: unknown }).value);
}

describe('chart formatting', () => {
  it('writes dollars with thousands separators and a true minus sign', () => {
    expect(formatDollars(12000)).toBe('$12,000');
    expect(formatDollars(-1234)).toBe('\u2212$1,234');
    expect(formatDollars(-0)).toBe('$0');
    expect(formatDollars(1234567)).toBe('$1,234,567');
  });

  it('shortens dollars without losing magnitude', () => {
    expect(formatCompactDollars(950)).toBe('$950');
    expect(formatCompactDollars(12500)).toBe('$12.5k');
    expect(formatCompactDollars(300000)).toBe('$300k');
    expect(formatCompactDollars(250000)).toBe('$250k');
    expect(formatCompactDollars(3000)).toBe('$3k');
    expect(formatCompactDollars(-2000000)).toBe('\u2212$2M');
    expect(formatCompactDollars(1250000)).toBe('$1.25M');
  });

  it('shows whole units', () => {
    expect(formatUnits(1234.6)).toBe('1,235');
  });

  it('picks nice axis ends with room for labels past the bars', () => {
    expect(niceRange([0, 1100, 2410], { targetSteps: 5, roomBelow: 0.1, roomAbove: 0.1 })).toEqual({
      min: 0,
      max: 3000,
      interval: 500,
    });
    // A loss just above a step gets one more step below it, so its label clears the category names.
    const range = niceRange([33625, -42383, 253695], { targetSteps: 5, roomBelow: 0.08, roomAbove: 0.08 });
    expect(range.min).toBeLessThan(-42383 - 0.08 * (range.max - range.min));
    expect(niceRange([0, 0], { targetSteps: 5, roomBelow: 0, roomAbove: 0 })).toEqual({
      min: 0,
      max: 1000,
      interval: 250,
    });
    expect(niceRange([2.2, 3.4], { targetSteps: 5, roomBelow: 0, roomAbove: 0, minStep: 1 }).interval).toBe(
      1,
    );
  });
});

describe('chart options', () => {
  it('knows its chart names', () => {
    expect(CHART_NAMES).toHaveLength(7);
    expect(isChartName('cash-balance')).toBe(true);
    expect(isChartName('pie')).toBe(false);
  });

  it('refuses sizes a request should never get', () => {
    expect(() => renderChartSvg('trend', bakery, { width: 0 })).toThrow(RangeError);
    expect(() => renderChartSvg('trend', bakery, { height: Number.NaN })).toThrow(RangeError);
    expect(() => renderChartPng('trend', bakery, { scale: 50 })).toThrow(RangeError);
  });

  it('draws every chart from the engine figures, without animation, under its title', () => {
    for (const name of CHART_NAMES) {
      const option = buildChartOption(name, bakery, { businessName: 'Rise & Shine Bakery' });
      expect(option.animation).toBe(false);
      expect(option.title).toMatchObject({ text: TITLES[name], subtext: 'Rise & Shine Bakery' });
    }
  });

  it('shows a loss as a rose "Net loss" bar and a profit as an emerald one', () => {
    const [revenue, profit, loss] = seriesOf(buildChartOption('revenue-profit', studio));
    expect(revenue?.data).toEqual([
      studio.profitLoss.totalRevenue.year1,
      studio.profitLoss.totalRevenue.year2,
      studio.profitLoss.totalRevenue.year3,
    ]);
    const netProfit = [
      studio.profitLoss.netProfit.year1,
      studio.profitLoss.netProfit.year2,
      studio.profitLoss.netProfit.year3,
    ];
    expect(netProfit.some((value) => value < 0)).toBe(true);
    expect(loss?.data).toEqual(netProfit.map((value) => (value < 0 ? value : '-')));
    expect(profit?.data).toEqual(netProfit.map((value) => (value >= 0 ? value : '-')));
    expect(loss?.itemStyle).toMatchObject({ color: '#e11d48' });
    expect(profit?.itemStyle).toMatchObject({ color: '#059669' });
  });

  it('ends the waterfall exactly at the net profit, including a bar that crosses zero', () => {
    for (const projection of Object.values(FIXTURES)) {
      const [base, up, down] = seriesOf(buildChartOption('waterfall', projection));
      const baseData = base?.data as unknown[];
      const last = baseData.length - 1;
      const top = itemValue(baseData[last]) + itemValue((up?.data as unknown[])[last]);
      const bottom = itemValue(baseData[last]) + itemValue((down?.data as unknown[])[last]);
      const netProfit = projection.profitLoss.netProfit.year1;
      expect(netProfit >= 0 ? top : bottom).toBe(netProfit);
    }
    // The studio's year ends below zero after a positive gross margin: some expense bar straddles zero.
    const [, up, down] = seriesOf(buildChartOption('waterfall', studio));
    const straddles = (up?.data as unknown[]).some(
      (item, i) => item !== '-' && (down?.data as unknown[])[i] !== '-',
    );
    expect(studio.profitLoss.grossMargin.year1).toBeGreaterThan(0);
    expect(studio.profitLoss.netProfit.year1).toBeLessThan(0);
    expect(straddles).toBe(true);
  });

  it('plots the rounded monthly figures: units for year 1 and cash for 36 months', () => {
    const [items] = seriesOf(buildChartOption('items-sold-1st-year', bakery));
    expect(items?.data).toEqual(bakery.firstYearMonths.map((month) => month.units));
    const [cash] = seriesOf(buildChartOption('cash-balance', studio));
    expect(cash?.data).toEqual(studio.roundedMonths.map((month) => month.cash));
    expect(cash?.data).toHaveLength(36);
  });

  it('draws the $0 line across the cash chart only when the cash goes below it (issue #24)', () => {
    const [below] = seriesOf(buildChartOption('cash-balance', studio));
    expect(below?.markLine).toMatchObject({ data: [{ yAxis: 0 }] });
    const [above] = seriesOf(buildChartOption('cash-balance', bakery));
    expect(above?.markLine).toBeUndefined();
  });
});

describe('chart SVG', () => {
  it.each(Object.entries(FIXTURES))(
    'renders every chart for the %s with its title and dollar labels',
    (_label, projection) => {
      for (const name of CHART_NAMES) {
        const svg = renderChartSvg(name, projection);
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg).toContain('width="800" height="400"');
        const texts = svgTexts(svg);
        expect(texts).toContain(TITLES[name]);
        if (name === 'items-sold-1st-year') {
          expect(texts).toEqual(expect.arrayContaining(['M1', 'M12']));
        } else if (name !== 'expenses' || projection !== hobby) {
          // Axis ticks and bar labels are whole dollars; the doughnut's labels add a share ("$1,800 · 1.5%").
          expect(texts.filter((text) => DOLLARS.test(text.split(' · ')[0] ?? '')).length).toBeGreaterThan(1);
        }
      }
    },
  );

  it('labels months by number, never by calendar month', () => {
    const texts = svgTexts(renderChartSvg('cash-balance', bakery));
    expect(texts).toEqual(expect.arrayContaining(['M1', 'M6', 'M12', 'M36']));
    expect(texts.some((text) => /\b(Jan|Feb|Dec)\b/.test(text))).toBe(false);
  });

  it('writes negatives with a minus sign and thousands separators', () => {
    const texts = svgTexts(renderChartSvg('net-profit-1st-year', studio));
    expect(texts.some((text) => /^\u2212\$\d{1,3}(,\d{3})+$/.test(text))).toBe(true);
  });

  it('says so when no expenses were entered', () => {
    const texts = svgTexts(renderChartSvg('expenses', hobby));
    expect(texts).toContain('No expenses entered');
    expect(texts).toContain('Year 1 Expenses');
  });

  it('cuts a very long business name instead of letting it run off the chart', () => {
    const texts = svgTexts(renderChartSvg('trend', bakery, { businessName: 'A'.repeat(200) }));
    expect(texts.some((text) => text.startsWith('AAAA') && text.length < 120)).toBe(true);
  });

  it('escapes the business name', () => {
    const svg = renderChartSvg('trend', bakery, { businessName: 'Rise & <Shine>' });
    expect(svg).toContain('Rise &amp; &lt;Shine&gt;');
  });

  it('switches to compact dollars on a phone-sized canvas', () => {
    const texts = svgTexts(renderChartSvg('revenue-profit', bakery, { width: 360, height: 300 }));
    expect(texts.some((text) => /^\$\d+(\.\d+)?k$/.test(text))).toBe(true);
  });
});

describe('chart PNG', () => {
  it.each(Object.entries(FIXTURES))(
    'rasterises every chart for the %s at twice the size',
    (label, projection) => {
      mkdirSync(OUTPUT_DIR, { recursive: true });
      for (const name of CHART_NAMES) {
        const png = renderChartPng(name, projection, {
          businessName: label === 'bakery' ? 'Rise & Shine Bakery' : undefined,
        });
        expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
        expect(png.toString('ascii', 12, 16)).toBe('IHDR');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1600, 800]);
        writeFileSync(path.join(OUTPUT_DIR, `${label}-${name}.png`), png);
      }
    },
  );

  it('renders phone-sized charts too', () => {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    for (const name of CHART_NAMES) {
      const png = renderChartPng(name, studio, { width: 360, height: 300 });
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([720, 600]);
      writeFileSync(path.join(OUTPUT_DIR, `phone-studio-${name}.png`), png);
    }
  });

  it('honours the scale', () => {
    const png = renderChartPng('trend', bakery, { scale: 1 });
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 400]);
  });

  it.each(CHART_NAMES)('draws the text of %s (it is not silently dropped for want of a font)', (name) => {
    const withFonts = renderChartPng(name, bakery);
    const withoutFonts = renderChartPng(name, bakery, { withFonts: false });
    expect(withFonts.equals(withoutFonts)).toBe(false);
    // The title strip holds nothing but the title: ink with fonts, bare background without.
    const titleStrip = { x: 0, y: 0, width: 700, height: 70 };
    expect(countInk(decodePng(withFonts), titleStrip)).toBeGreaterThan(1000);
    expect(countInk(decodePng(withoutFonts), titleStrip)).toBe(0);
  });
});
