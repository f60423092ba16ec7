// The query of each read a server-rendered page makes (packages/contracts/src/pages.ts): the server asks the
// API for the read's URL, and the renderer (src/prerender.tsx) fills the cache under this query's key, the
// page's own, whose URL is the same (test/page-reads.test.ts).
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { TRenderedRead } from '@trajectory/contracts/pages';
import { accessSessionQueryOptions } from './access/get-access-session';
import { balanceSheetQueryOptions } from './get-balance-sheet';
import { cashFlowQueryOptions } from './get-cash-flow';
import { contactSettingsQueryOptions } from './get-contact-settings';
import { productsQueryOptions } from './get-products';
import { profitLossQueryOptions } from './get-profit-loss';
import { prospectQueryOptions } from './get-prospect';
import { prospectQuestionnairesQueryOptions } from './get-prospect-questionnaires';
import { publicConfigQueryOptions } from './get-public-config';
import { questionnaireQueryOptions } from './get-questionnaire';
import { sampleReportQueryOptions } from './get-sample-report';
import { sharedPlanQueryOptions } from './get-shared-plan';
import { socialLinksQueryOptions } from './get-social-links';

export type AnyQueryOptions = FetchQueryOptions<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function pageReadQueryOptions(read: TRenderedRead): AnyQueryOptions {
  switch (read.read) {
    case 'profitLoss':
      return profitLossQueryOptions(read) as AnyQueryOptions;
    case 'balanceSheet':
      return balanceSheetQueryOptions(read) as AnyQueryOptions;
    case 'cashFlow':
      return cashFlowQueryOptions(read) as AnyQueryOptions;
    case 'prospect':
      return prospectQueryOptions(read.prospectId) as AnyQueryOptions;
    case 'products':
      return productsQueryOptions() as AnyQueryOptions;
    case 'questionnaire':
      return questionnaireQueryOptions(read.questionnaireId) as AnyQueryOptions;
    case 'contactSettings':
      return contactSettingsQueryOptions() as AnyQueryOptions;
    case 'socialLinks':
      return socialLinksQueryOptions() as AnyQueryOptions;
    case 'accessSession':
      return accessSessionQueryOptions() as AnyQueryOptions;
    case 'sharedPlan':
      return sharedPlanQueryOptions(read.token) as AnyQueryOptions;
    case 'sampleReport':
      return sampleReportQueryOptions() as AnyQueryOptions;
    case 'publicConfig':
      return publicConfigQueryOptions() as AnyQueryOptions;
    case 'prospectQuestionnaires':
      return prospectQuestionnairesQueryOptions(read.prospectId) as AnyQueryOptions;
  }
}
