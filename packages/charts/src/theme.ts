// The charts' palette and type, matching DESIGN.md: slate neutrals, indigo brand, emerald gains, rose losses.

export const FONT_FAMILY = 'DejaVu Sans';

export const COLORS = {
  brand: '#4f46e5',
  brandLight: '#818cf8',
  gain: '#059669',
  loss: '#e11d48',
  text: '#0f172a',
  textMuted: '#475569',
  axisLabel: '#64748b',
  axisLine: '#cbd5e1',
  splitLine: '#e2e8f0',
  /** Cost steps of the waterfall. */
  cost: '#94a3b8',
  /** The total-costs line of the trend. */
  costLine: '#64748b',
  /** The loan balance beside the cash line: a debt, neutral and dashed (never rose, which means loss). */
  debt: '#64748b',
  background: '#ffffff',
} as const;

/**
 * Expense categories: brand and neutral tones only, never rose (red means loss) nor amber (warnings).
 * Order follows the statements: cost of goods, salaries, marketing, rent, utilities, other.
 */
export const EXPENSE_COLORS = ['#4f46e5', '#0ea5e9', '#8b5cf6', '#64748b', '#a5b4fc', '#cbd5e1'] as const;

/** The detailed model's expense categories: staff wages, payroll taxes and benefits, start-up expenses. */
export const TEAM_EXPENSE_COLORS = ['#0369a1', '#7dd3fc', '#334155'] as const;

/**
 * The things a plan sells, stream 0 first, stacked in the revenue bars and side by side in the items sold:
 * brand and neutral tones, never rose nor amber, the first the brand so a one-stream plan looks as before.
 */
export const STREAM_COLORS = ['#4f46e5', '#0ea5e9', '#8b5cf6', '#a5b4fc', '#64748b'] as const;
