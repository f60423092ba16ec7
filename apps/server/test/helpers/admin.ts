// Helpers for the staff API tests: a logged-in caller and completed questionnaires built through the API.
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../src/infra/db/client';
import { bakerySections, createProspect } from './factories';
import { createBrowser } from './visitor';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function staffCaller(app: FastifyInstance, cookie: string) {
  return (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
}

/** A prospect with one completed questionnaire and its generated reports, made by the prospect's browser. */
export async function createCompletedRequest(
  app: FastifyInstance,
  db: DbOrTx,
  opts: { prospect?: Parameters<typeof createProspect>[1]; sections?: Record<string, unknown> } = {},
) {
  const prospect = await createProspect(db, opts.prospect);
  const { cookie } = await createBrowser(db, [prospect.id]);
  const created = await app.inject({
    method: 'POST',
    url: '/api/questionnaires',
    headers: { cookie },
    payload: { prospectId: prospect.id, isCompleted: true, ...(opts.sections ?? bakerySections()) },
  });
  if (created.statusCode !== 201 && created.statusCode !== 200)
    throw new Error(`questionnaire: ${created.statusCode} ${created.body}`);
  const questionnaireId = created.json().id as string;
  const generated = await app.inject({
    method: 'POST',
    url: '/api/reports/generate',
    headers: { cookie },
    payload: { prospectId: prospect.id, questionnaireId },
  });
  if (generated.statusCode !== 200) throw new Error(`generate: ${generated.statusCode} ${generated.body}`);
  return { prospect, questionnaireId, cookie };
}
