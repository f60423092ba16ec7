// Issue #23 item 3: the server-rendered pages' reads are one list (packages/contracts/src/pages.ts). The
// server asks the API for each read's URL; the renderer fills the cache under the page's own query key, so
// each key must stand for that very URL, or the page would draw without its data and fetch it again.
import { describe, expect, it } from 'vitest';
import {
  FORM_PAGES,
  formPageTarget,
  isSamplePageUrl,
  pageReadUrl,
  RENDERED_PAGES,
  renderedPageTarget,
  SAMPLE_PAGE,
  SHARED_PAGE,
  sharedPageToken,
} from '@trajectory/contracts/pages';
import { SAMPLE_REPORT_API } from '@trajectory/contracts/sample-report-paths';
import { paths, ROUTE_PATTERNS, WEB_ROUTES } from '@trajectory/contracts/paths';
import { pageReadQueryOptions } from '@/api/page-reads';
import { assessmentQueryKey } from '@/features/statements/api/get-assessment';
import { queryKeyToUrl } from '@/lib/api';

const PROSPECT = '11111111-2222-4333-8444-555555555555';
const QUESTIONNAIRE = '66666666-7777-4888-8999-000000000000';

describe('the rendered pages’ reads', () => {
  it('are the statements pages of the router', () => {
    expect(RENDERED_PAGES.map((page) => page.pattern)).toEqual([
      ROUTE_PATTERNS.results,
      ROUTE_PATTERNS.fullStatements,
    ]);
    expect(renderedPageTarget(paths.fullStatements(PROSPECT, QUESTIONNAIRE))).toMatchObject({
      page: { name: 'fullStatements' },
      prospectId: PROSPECT,
      questionnaireId: QUESTIONNAIRE,
    });
    expect(renderedPageTarget(paths.results(PROSPECT))?.page.name).toBe('results');
    expect(renderedPageTarget(paths.results(PROSPECT, { questionnaireId: 'nope' }))).toBeUndefined();
    expect(renderedPageTarget(paths.checkout('x', PROSPECT))).toBeUndefined();
  });

  it('each read’s query key is the URL the server reads', () => {
    for (const page of RENDERED_PAGES) {
      const reads = [
        ...page.first(PROSPECT, undefined),
        ...page.first(PROSPECT, QUESTIONNAIRE),
        ...page.then(QUESTIONNAIRE),
      ];
      expect(reads.length).toBeGreaterThan(3);
      for (const read of reads) {
        expect(queryKeyToUrl(pageReadQueryOptions(read).queryKey)).toBe(pageReadUrl(read));
      }
      for (const read of page.clientOnly(QUESTIONNAIRE)) {
        expect(queryKeyToUrl(assessmentQueryKey(read.questionnaireId))).toBe(pageReadUrl(read));
      }
    }
  });

  it('a share link’s page reads the link by its token, under the page’s own key', () => {
    const token = 'abc_DEF-123';
    expect(sharedPageToken(paths.sharedPlan(token))).toBe(token);
    expect(sharedPageToken(`${paths.sharedPlan(token)}?from=mail`)).toBe(token);
    expect(sharedPageToken('/shared')).toBeUndefined();
    expect(sharedPageToken(`/shared/${token}/more`)).toBeUndefined();
    expect(sharedPageToken(paths.results(PROSPECT))).toBeUndefined();
    for (const read of SHARED_PAGE.reads(token)) {
      expect(pageReadUrl(read)).toBe(`/api/shared/${token}`);
      expect(queryKeyToUrl(pageReadQueryOptions(read).queryKey)).toBe(pageReadUrl(read));
    }
  });

  it('the sample report reads the public sample, under the page’s own key', () => {
    expect(SAMPLE_PAGE.pattern).toBe(WEB_ROUTES.sampleReport);
    expect(isSamplePageUrl(paths.sampleReport())).toBe(true);
    expect(isSamplePageUrl(`${paths.sampleReport()}?utm_source=mail`)).toBe(true);
    expect(isSamplePageUrl(`${paths.sampleReport()}/more`)).toBe(false);
    expect(isSamplePageUrl(paths.results(PROSPECT))).toBe(false);
    const reads = SAMPLE_PAGE.reads();
    expect(reads.map(pageReadUrl)).toEqual([SAMPLE_REPORT_API]);
    for (const read of reads) {
      expect(queryKeyToUrl(pageReadQueryOptions(read).queryKey)).toBe(pageReadUrl(read));
    }
  });

  it('the checkout and the questionnaire read what their first render reads, under the pages’ own keys', () => {
    expect(FORM_PAGES.checkout.pattern).toBe(WEB_ROUTES.checkout);
    expect(FORM_PAGES.questionnaire.pattern).toBe(WEB_ROUTES.questionnaire);
    const targets = [
      paths.checkout('financial_statements', PROSPECT),
      paths.questionnaire(PROSPECT),
      paths.questionnaire(PROSPECT, { 'new-questionnaire': 'true' }),
      paths.editAnswers(PROSPECT, QUESTIONNAIRE),
    ].map((url) => formPageTarget(url));
    expect(targets.map((target) => target?.page.name)).toEqual([
      'checkout',
      'questionnaire',
      'questionnaire',
      'questionnaire',
    ]);
    expect(targets.map((target) => target!.reads.map(pageReadUrl))).toEqual([
      [`/api/prospects/${PROSPECT}`, '/api/products', '/api/public-config', '/api/access/session'],
      [
        `/api/prospects/${PROSPECT}`,
        `/api/questionnaires/prospect/${PROSPECT}`,
        '/api/products',
        '/api/public-config',
      ],
      [`/api/prospects/${PROSPECT}`, '/api/products', '/api/public-config'],
      [
        `/api/prospects/${PROSPECT}`,
        `/api/questionnaires/${QUESTIONNAIRE}`,
        '/api/products',
        '/api/public-config',
      ],
    ]);
    for (const read of targets.flatMap((target) => target!.reads)) {
      expect(queryKeyToUrl(pageReadQueryOptions(read).queryKey)).toBe(pageReadUrl(read));
    }
    // Not drawn: no product or prospect, the custom plan (a conversation), an id that is no id.
    for (const url of [
      `/checkout?prospectId=${PROSPECT}`,
      paths.checkout('custom', PROSPECT),
      '/checkout?product=financial_statements&prospectId=nope',
      '/questionnaire/nope',
      paths.questionnaire(PROSPECT, { questionnaireId: 'nope' }),
      paths.results(PROSPECT),
    ]) {
      expect(formPageTarget(url), url).toBeUndefined();
    }
  });
});
