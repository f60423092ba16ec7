// Builds the Fastify application; used by main.ts and by every server test.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LANDING_HTML } from '@trajectory/contracts/prerendered';
import { adminPasswordWarning, type Config } from './infra/config';
import type { AppContext } from './infra/context';
import type { DatabaseHandle } from './infra/db/client';
import { cspDirectives } from './http/csp';
import { createSecurityHeadersHook } from './http/security-headers';
import { errorHandler } from './http/error-handler';
import { loggerOptions, type LogStream } from './infra/logger';
import { createHotCache } from './infra/hot-cache';
import { isFounderPage, isSharedPage, loadPagePreloads } from './http/pages/page-preloads';
import { isSamplePageUrl } from '@trajectory/contracts/pages';
import { loadPageRenderer, sendCompressed } from './http/pages/page-render';
import { SESSION_COOKIE } from './admin/common/staff-sessions';
import { visitorCookieNameFor } from './domains/access/service';
import { configureRenderPool, defaultWorkerCount } from './documents/render/pool';
import { refuseNul } from './http/nul-check';
import { staffSession } from './http/staff-session';
import { visitorAccess } from './http/visitor-access';
import { createOriginCheck } from './http/origin';
import { createRateLimiter } from './infra/rate-limit';
import { createHstsHook, privateApiAnswers } from './http/response-headers';
import { fastifyTrustProxy, hopCountWarning } from './http/client-address';
import { createMailer, type Mailer } from './infra/mail/mailer';
import { createAssessmentWriter } from './domains/assessments/writers';
import type { AssessmentWriter } from './infra/ai/types';
import { createCardProvider, createPayPalProviderFromConfig } from './infra/payments/index';
import type { PayPalProvider } from './infra/payments/paypal';
import type { CardProvider } from './infra/payments/types';
import { accessRoutes } from './domains/access/routes';
import { adminAuthRoutes } from './admin/auth/routes';
import { startMailSender } from './infra/mail/sender';
import { assessmentRoutes } from './domains/assessments/routes';
import { removeAssessmentOfQuestionnaire } from './domains/assessments/triggers';
import { leaseSecondsFor, startAssessmentWorker } from './domains/assessments/worker';
import { healthRoutes } from './http/health';
import { productRoutes } from './domains/catalog/routes';
import { prospectRoutes } from './domains/prospects/routes';
import { questionnaireRoutes } from './domains/questionnaires/routes';
import { onQuestionnaireEdited } from './domains/questionnaires/service';
import { statementRoutes } from './domains/questionnaires/statements/routes';
import { versionRoutes } from './domains/questionnaires/versions/routes';
import { chartRoutes } from './domains/questionnaires/charts/routes';
import { completionRoutes } from './domains/questionnaires/completion/routes';
import { contactRoutes } from './domains/contact/routes';
import { paymentRoutes } from './domains/purchasing/payments/routes';
import { receiptRoutes } from './domains/purchasing/receipts/routes';
import { reportRoutes } from './domains/questionnaires/reports/routes';
import { exportRoutes } from './domains/questionnaires/exports/routes';
import { sharingRoutes } from './domains/sharing/routes';
import { shareQuestionRoutes } from './domains/sharing/questions/routes';
import { adminPromoCodeRoutes } from './admin/promo-codes/routes';
import { promoCodeRoutes } from './domains/purchasing/promo-codes/routes';
import { purchasingRoutes } from './domains/purchasing/routes';
import { paypalRoutes } from './domains/purchasing/paypal-routes';
import { stripeWebhookRoutes } from './domains/purchasing/webhook-routes';
import { siteRoutes } from './domains/settings/routes';
import { sampleReportRoutes } from './domains/settings/sample-report/routes';
import { CONTACT_PATH, HOME_PATH, SAMPLE_REPORT_PATH } from '@trajectory/contracts/paths';
import { startPgliteMaintenance } from './infra/db/pglite-maintenance';
import { trackRoutes } from './admin/common/route-table';
import { adminUserRoutes } from './admin/users/routes';
import { adminRequestRoutes } from './admin/requests/routes';
import { adminProspectRoutes } from './admin/prospects/routes';
import { adminPaymentRoutes } from './admin/payments/routes';
import { auditLogRoutes } from './admin/audit/routes';
import { adminProductRoutes } from './admin/products/routes';
import { adminSettingsRoutes } from './admin/settings/routes';
import { adminSampleDataRoutes } from './admin/sample-data/routes';
import { uploadRoutes } from './domains/settings/uploads/routes';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  version?: string;
  mailer?: Mailer;
  cards?: CardProvider;
  paypal?: PayPalProvider;
  ai?: AssessmentWriter;
  /** Background workers (the assessment writer); false in tests that run them by hand. Default on. */
  startWorkers?: boolean;
  /** Where the built web app lives; null serves the API only. */
  webDistDir?: string | null;
  /** Where log lines go instead of stdout (tests read them); the level is still LOG_LEVEL. */
  logStream?: LogStream;
};

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

/** The pages search engines may index; every other page of the app answers `X-Robots-Tag: noindex`. */
export const PUBLIC_PAGES = [HOME_PATH, CONTACT_PATH, SAMPLE_REPORT_PATH];
const ROBOTS_TXT = [
  'User-agent: *',
  ...PUBLIC_PAGES.map((page) => `Allow: ${page === '/' ? '/$' : page}`),
  'Disallow: /',
  '',
].join('\n');

export function readVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(here, '../../../package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    ...loggerOptions(config, deps.logStream),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    // A malformed URL is refused by the router before any route: the same {error, message} body, code from the table.
    frameworkErrors: errorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  trackRoutes(app);
  // An edited questionnaire's assessment is stale (a listener breaks questionnaires <-> assessments).
  onQuestionnaireEdited(removeAssessmentOfQuestionnaire);

  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    rateLimiter: createRateLimiter(config.RATE_LIMITS === 'on'),
    hotCache: createHotCache(database),
    version: deps.version ?? readVersion(),
    mailer: deps.mailer ?? createMailer(config),
    cards: deps.cards ?? createCardProvider(config, app.log),
    paypal: deps.paypal ?? createPayPalProviderFromConfig(config, app.log),
    ai: deps.ai ?? createAssessmentWriter(config, app.log),
  };
  app.addHook('onClose', async () => ctx.mailer.close());
  app.addHook('onClose', async () => ctx.hotCache.close());
  const renderPool = configureRenderPool({
    workers: config.RENDER_WORKERS ?? defaultWorkerCount(),
    queue: config.RENDER_QUEUE,
  });
  app.addHook('onClose', async () => renderPool.close());
  const proxyWarning = hopCountWarning(config);
  if (proxyWarning) app.log.warn(proxyWarning);
  const passwordWarning = adminPasswordWarning(config);
  if (passwordWarning) app.log.warn(passwordWarning);
  if (config.PUBLIC_URL && !config.SMTP_URL) {
    app.log.warn(
      'PUBLIC_URL is set but SMTP_URL is not: access-link mails stay in the staff outbox and are never delivered.',
    );
  }
  if (deps.startWorkers !== false) {
    if (ctx.mailer.kind === 'smtp') {
      let sender: ReturnType<typeof startMailSender> | undefined;
      app.addHook('onReady', async () => {
        sender = startMailSender({ db: ctx.db, mailer: ctx.mailer, log: app.log });
      });
      app.addHook('onClose', async () => sender?.stop());
    }
    let worker: ReturnType<typeof startAssessmentWorker> | undefined;
    const leaseSeconds = leaseSecondsFor(config.OPENAI_TIMEOUT_MS);
    app.addHook('onReady', async () => {
      worker = startAssessmentWorker({ db: ctx.db, ai: ctx.ai, log: app.log, leaseSeconds });
    });
    app.addHook('onClose', async () => worker?.stop());
    if (database.kind === 'pglite') {
      let maintenance: ReturnType<typeof startPgliteMaintenance> | undefined;
      app.addHook('onReady', async () => {
        maintenance = startPgliteMaintenance(database.db, app.log);
      });
      app.addHook('onClose', async () => maintenance?.stop());
    }
  }

  await app.register(cookie);
  app.addHook(
    'onRequest',
    createSecurityHeadersHook({
      contentSecurityPolicy: { directives: cspDirectives(config) },
      // Over https only (createHstsHook); framing is refused once, by the CSP's frame-ancestors 'none'.
      hsts: false,
      frameguard: false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', createHstsHook(config));
  app.addHook('onSend', privateApiAnswers);
  app.addHook('onRequest', createOriginCheck(config));
  app.addHook('preValidation', refuseNul);
  // The staff and visitor guards: routes use them as decorators (app.requireStaff, app.assertCanOpen…).
  await app.register(staffSession, { ctx });
  await app.register(visitorAccess, { ctx });

  await app.register(healthRoutes, { ctx });
  await app.register(productRoutes, { ctx });
  await app.register(siteRoutes, { ctx });
  await app.register(sampleReportRoutes, { ctx });
  await app.register(adminAuthRoutes, { ctx });
  await app.register(accessRoutes, { ctx });
  await app.register(prospectRoutes, { ctx });
  await app.register(questionnaireRoutes, { ctx });
  await app.register(statementRoutes, { ctx });
  await app.register(versionRoutes, { ctx });
  await app.register(chartRoutes, { ctx });
  await app.register(completionRoutes, { ctx });
  await app.register(reportRoutes, { ctx });
  await app.register(exportRoutes, { ctx });
  // Before sharing's: the route fuzzer asks questions through the fixture's link before it may revoke it.
  await app.register(shareQuestionRoutes, { ctx });
  await app.register(sharingRoutes, { ctx });
  await app.register(contactRoutes, { ctx });
  await app.register(paymentRoutes, { ctx });
  await app.register(receiptRoutes, { ctx });
  await app.register(purchasingRoutes, { ctx });
  await app.register(stripeWebhookRoutes, { ctx });
  await app.register(paypalRoutes, { ctx });
  await app.register(promoCodeRoutes, { ctx });
  await app.register(adminPromoCodeRoutes, { ctx });
  await app.register(assessmentRoutes, { ctx });
  await app.register(adminUserRoutes, { ctx });
  await app.register(adminRequestRoutes, { ctx });
  await app.register(adminProspectRoutes, { ctx });
  await app.register(adminPaymentRoutes, { ctx });
  await app.register(adminProductRoutes, { ctx });
  await app.register(adminSettingsRoutes, { ctx });
  await app.register(adminSampleDataRoutes, { ctx });
  await app.register(uploadRoutes, { ctx });
  await app.register(auditLogRoutes, { ctx });

  const webDistDir =
    deps.webDistDir === undefined ? (config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST) : deps.webDistDir;
  const indexHtml = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWeb = indexHtml !== undefined && fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (apps/web/build/precompress.ts); they are sent
      // as such to browsers that accept them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  const pagePreloads = hasWeb ? loadPagePreloads(webDistDir!) : undefined;
  const hasLanding = hasWeb && fs.existsSync(path.join(webDistDir!, LANDING_HTML));
  const pageRenderer = hasWeb ? await loadPageRenderer(app, webDistDir!) : undefined;

  if (hasWeb) {
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(ROBOTS_TXT),
    );
  }

  /** A page the server drew, naming its route's chunks for its boot script to fetch after the entry's. */
  const drawn = (url: string, html: string) => pagePreloads?.withPageChunks(url, html) ?? html;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/') || !hasWeb || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ error: 'NOT_FOUND', message: `No route ${request.method} ${url}` });
    }
    // A founder's pages and the staff area stay out of search engines.
    if (!PUBLIC_PAGES.includes(url)) reply.header('x-robots-tag', 'noindex');
    reply.header('cache-control', 'no-cache');
    // The landing page goes out already rendered, so it paints before its script runs: drawn with its
    // plans and the browser's access when the server can (its script then waits for the first press),
    // else as the build rendered it.
    if (url === '/' && hasLanding) {
      reply.header('vary', 'Cookie');
      const rendered = request.method === 'GET' ? await pageRenderer?.renderLanding(request) : undefined;
      if (rendered) {
        // The header shows what this browser's session holds: no shared cache keeps it.
        reply.header('cache-control', 'private, no-cache');
        return sendCompressed(request, reply.type('text/html; charset=utf-8'), rendered);
      }
      return reply.sendFile(LANDING_HTML, { cacheControl: false });
    }
    const withData = Boolean(
      request.cookies[visitorCookieNameFor(config)] || request.cookies[SESSION_COOKIE],
    );
    if (isSharedPage(request.url)) {
      // A share link's page (issue #26): anyone holding the link gets it drawn with its one read (which
      // counts the view) and that read's status (200, 410, 404); kept by no cache and no search engine.
      reply.header('cache-control', 'private, no-store');
      const rendered = request.method === 'GET' ? await pageRenderer?.renderShared(request) : undefined;
      if (rendered) {
        reply.status(rendered.status).type('text/html; charset=utf-8');
        return sendCompressed(request, reply, drawn(request.url, rendered.html));
      }
    }
    if (isSamplePageUrl(request.url) && request.method === 'GET') {
      // The sample report (issue #27 item 1): drawn with its one public read, the same for every visitor.
      const rendered = await pageRenderer?.renderSample(request);
      if (rendered) {
        return sendCompressed(request, reply.type('text/html; charset=utf-8'), drawn(request.url, rendered));
      }
    }
    if (isFounderPage(request.url)) {
      // The same URL is a founder's figures or the plain page depending on the cookie.
      reply.header('vary', 'Cookie');
      // A founder's page (statements, checkout, questionnaire) goes out drawn with the data of the session
      // that asked for it: private.
      const rendered = withData && request.method === 'GET' ? await pageRenderer?.render(request) : undefined;
      if (rendered) {
        reply.header('cache-control', 'private, no-store');
        return sendCompressed(request, reply.type('text/html; charset=utf-8'), drawn(request.url, rendered));
      }
    }
    // A statements page starts loading its code and, for a browser with a session, its data at once.
    const preloaded = pagePreloads?.htmlFor(request.url, { withData });
    if (preloaded) return reply.type('text/html; charset=utf-8').send(preloaded);
    // Client-side routes fall back to the app, which shows its own Page Not Found.
    // cacheControl: false keeps this header; the plugin's own default (max-age=0) would replace it.
    return reply.sendFile('index.html', { cacheControl: false });
  });

  return app;
}
