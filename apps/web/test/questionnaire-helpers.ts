// Shared fixtures of the questionnaire and product-flow tests: a prospect, answers and the API stubs.
import { vi } from 'vitest';
import type { TProspect } from '@trajectory/contracts/prospects';
import type { TQuestionnaire } from '@trajectory/contracts/questionnaires';
import { products } from './fixtures';
import { jsonResponse, mockApi } from './utils';

export const PROSPECT_ID = '5d1f8a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
export const QUESTIONNAIRE_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
export const DRAFT_KEY = `trajectory:questionnaire-draft:${PROSPECT_ID}`;

export function prospect(overrides: Partial<TProspect> = {}): TProspect {
  return {
    id: PROSPECT_ID,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    businessName: 'Compiler Coffee',
    selectedPlan: 'Free Projection',
    selectedPlanCode: 'P01',
    preferredPlan: null,
    preferredPlanCode: null,
    statementsType: 'Simple',
    submissionCount: 0,
    maxSubmissions: 2,
    remainingReports: 2,
    reportCount: 0,
    createdAt: '2025-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** Every question answered validly, as the wizard holds them. */
export const fullAnswers = {
  businessName: 'Compiler Coffee',
  description: 'Coffee and pastries',
  businessType: 'both',
  unitPrice: '10',
  startMonth: '0',
  firstMonthSales: '100',
  annualGrowthRate: '0',
  isCustomGrowth: true,
  costPerItem: '0',
  ownerSalary: '',
  monthlyAdvertising: '',
  monthlyRent: '1500',
  monthlyUtilities: '',
  monthlyInsurance: '',
  oneTimePurchases: '5000',
  initialCash: '1000',
};

export function saveDraft(
  step: number,
  answers: Partial<typeof fullAnswers> = fullAnswers,
  questionnaireId: string | null = null,
) {
  window.localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ questionnaireId, step, answers, savedAt: '2025-01-05T10:00:00Z' }),
  );
}

export function questionnaire(overrides: Partial<TQuestionnaire> = {}): TQuestionnaire {
  return {
    id: QUESTIONNAIRE_ID,
    prospectId: PROSPECT_ID,
    isCompleted: false,
    statementType: 'Simple',
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

export function completion(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    flow: 'free',
    message: 'Your Profit & Loss report is ready.',
    redirectTo: '/reports',
    statementType: 'Simple',
    chartCount: 2,
    requiresMeeting: false,
    hasAiAssessment: false,
    productConfig: products[0],
    generated: ['profit_loss'],
    ...overrides,
  };
}

type Handler = Parameters<typeof mockApi>[0][string];

export function mockQuestionnaireApi({
  who = prospect(),
  list = [] as TQuestionnaire[],
  extra = {} as Record<string, Handler>,
} = {}) {
  return mockApi({
    [`/api/prospects/${PROSPECT_ID}`]: () => jsonResponse(who),
    [`/api/questionnaires/prospect/${PROSPECT_ID}`]: () => jsonResponse(list),
    '/api/public-config': () =>
      jsonResponse({
        schedulingUrl: 'https://cal.example.com/trajectory',
        supportEmail: 'help@example.com',
        payments: 'simulated',
      }),
    '/api/questionnaires': () => jsonResponse(questionnaire({ isCompleted: true }), { status: 201 }),
    '/api/questionnaire/complete': () => jsonResponse(completion()),
    ...extra,
  });
}

/** The parsed JSON body of the first call to a URL. */
export function bodyOf(fetchMock: ReturnType<typeof mockApi>, url: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => input === url);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Radix radio groups measure themselves; jsdom has no ResizeObserver. */
export function stubBrowser() {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  window.localStorage.clear();
}
