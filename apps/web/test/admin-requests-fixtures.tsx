// Shared set-up of the requests tab tests: request rows, assessments, a fetch stub that reads query strings.
import { vi } from 'vitest';

export const Q1 = '11111111-1111-4111-8111-111111111111';
export const Q2 = '22222222-2222-4222-8222-222222222222';
export const PROSPECT = '99999999-9999-4999-8999-999999999999';

export function requestRow(overrides: Record<string, unknown> = {}) {
  const id = (overrides.id as string | undefined) ?? Q1;
  return {
    id,
    requestId: `REQ-${id.slice(0, 8).toUpperCase()}`,
    prospectId: PROSPECT,
    businessName: 'Ada Bakes',
    businessInfo: { name: 'Ada Bakes', description: 'Sourdough bakery' },
    sections: { productsServices: { type: 'Physical Products' } },
    contact: { name: 'Ada Founder', email: 'ada@example.com', phone: '(555) 010-0000' },
    statementType: 'Simple',
    reportTypes: ['profit_loss'],
    planName: 'Free Projection',
    isCompleted: true,
    reportCount: 1,
    hasAssessment: false,
    assessmentStatus: null,
    createdAt: '2025-01-05T15:07:00.000Z',
    updatedAt: '2025-01-05T15:07:00.000Z',
    ...overrides,
  };
}

export function requestsPage(
  items: unknown[],
  { total = items.length, page = 1, isDateFiltered = false } = {},
) {
  return {
    items,
    total,
    page,
    pageSize: 10,
    stats: {
      totalRequests: total,
      reportsGenerated: 7,
      thisMonth: isDateFiltered ? total : 3,
      isDateFiltered,
      completionRate: 67,
    },
  };
}

export function assessment(overrides: Record<string, unknown> = {}) {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    questionnaireId: Q1,
    prospectId: PROSPECT,
    status: 'pending',
    writer: 'builtin',
    executiveSummary: '',
    marketOpportunity: '',
    profitLossAnalysis: '',
    balanceSheetAnalysis: '',
    cashFlowAnalysis: '',
    benchmarkComparison: '',
    recommendations: '',
    error: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type Call = { method: string; path: string; params: URLSearchParams; body: unknown };
type Handler = (call: Call) => Response | Promise<Response>;

/** Stubs fetch; `handle` answers every call (by method and path) and `calls` records them. */
export function stubApi(handle: Handler) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      params: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    return handle(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

// Kept here too, so the requests tests take all their set-up from one module.
export { renderWithClient } from './utils';
