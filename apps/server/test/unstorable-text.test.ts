// Issue #22 item 7: a lone surrogate ("a\ud800b") in any questionnaire text gave 500 (jsonb refuses its
// escape; a text column silently stored U+FFFD). Every route refuses it with a 400 naming the field,
// before its schema (lib/nul-check.ts), and stores nothing.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionKeys, ZQuestionnaireSections } from '@trajectory/contracts/questionnaires';
import { contactMessages, prospects, questionnaires } from '../src/infra/db/schema/index';
import { bakerySections, createProspect, registrationBody } from './helpers/factories';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { createBrowser } from './helpers/visitor';

const LONE = 'a\ud800b';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type AnySchema = z.ZodType & { def: { type: string; innerType?: AnySchema; element?: AnySchema } };

/** Optional, nullable and pipes peeled off: the schema that judges the value. */
function core(schema: AnySchema): AnySchema {
  let current = schema;
  while (['optional', 'nullable', 'default'].includes(current.def.type) && current.def.innerType) {
    current = current.def.innerType;
  }
  return current;
}

/** A value holding the lone surrogate where this schema keeps text, and the path of that text. */
function badValue(schema: AnySchema): { value: unknown; path: string[] } {
  const inner = core(schema);
  if (inner.def.type === 'array') {
    const element = badValue(inner.def.element!);
    return { value: [element.value], path: ['0', ...element.path] };
  }
  if (inner.def.type === 'object') {
    const [key, field] = Object.entries((inner as unknown as z.ZodObject).shape)[0]!;
    const deeper = badValue(field as AnySchema);
    return { value: { [key]: deeper.value }, path: [key, ...deeper.path] };
  }
  if (inner.def.type === 'record') return { value: { rent: LONE }, path: ['rent'] };
  return { value: LONE, path: [] };
}

/** Every field of every section of the questionnaire contract, with a body that puts the surrogate there. */
function everyQuestionnaireField() {
  const cases: Array<{ field: string; body: Record<string, unknown> }> = [];
  for (const section of sectionKeys()) {
    const schema = core(ZQuestionnaireSections.shape[section] as unknown as AnySchema);
    if (schema.def.type !== 'object') {
      const bad = badValue(schema);
      cases.push({ field: [section, ...bad.path].join('.'), body: { [section]: bad.value } });
      continue;
    }
    for (const [key, fieldSchema] of Object.entries((schema as unknown as z.ZodObject).shape)) {
      const bad = badValue(fieldSchema as AnySchema);
      cases.push({
        field: [section, key, ...bad.path].join('.'),
        body: { [section]: { [key]: bad.value } },
      });
    }
  }
  return cases;
}

describe('a lone surrogate gives 400 naming the field, never 500', () => {
  it('in every field of the questionnaire (update and create), and the answers stay as they were', async () => {
    const prospect = await createProspect(t.database.db, { maxSubmissions: 5 });
    const { cookie } = await createBrowser(t.database.db, [prospect.id]);
    const [draft] = await t.database.db
      .insert(questionnaires)
      .values({ prospectId: prospect.id, sections: bakerySections() as never })
      .returning();
    const cases = everyQuestionnaireField();
    expect(cases.length).toBeGreaterThan(40);
    expect(cases.map((c) => c.field)).toEqual(
      expect.arrayContaining([
        'businessInfo.name',
        'businessInfo.description',
        'productsServices.products.0.category',
      ]),
    );
    for (const { field, body } of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/questionnaires/${draft!.id}`,
        headers: { cookie },
        payload: body,
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json(), field).toEqual({
        error: 'INVALID_INPUT',
        field,
        message: `${field} must be valid Unicode text (it contains a lone surrogate such as \\ud800)`,
      });
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/questionnaires',
      headers: { cookie },
      payload: { prospectId: prospect.id, businessInfo: { name: LONE } },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().field).toBe('businessInfo.name');
    const rows = await t.database.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.prospectId, prospect.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sections).toEqual(draft!.sections);
  });

  it('a lone low surrogate and a surrogate in a key are refused too; a real emoji pair is fine', async () => {
    const prospect = await createProspect(t.database.db);
    const { cookie } = await createBrowser(t.database.db, [prospect.id]);
    const [draft] = await t.database.db
      .insert(questionnaires)
      .values({ prospectId: prospect.id, sections: bakerySections() as never })
      .returning();
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/questionnaires/${draft!.id}`, headers: { cookie }, payload });
    const low = await put({ businessInfo: { description: 'x\udc00' } });
    expect(low.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'businessInfo.description' });
    const key = await put({ cashFlowInfo: { ['r\ud800']: 1 } });
    expect(key.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'cashFlowInfo.r\ud800' });
    const emoji = await put({ businessInfo: { description: 'Fresh bread 🥖 daily' } });
    expect(emoji.statusCode).toBe(200);
  });

  it('in the prospect registration, the contact form and a staff form, storing nothing', async () => {
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/prospects',
      payload: registrationBody({ email: 'lone@example.com', businessName: LONE }),
    });
    expect(registration.statusCode).toBe(400);
    expect(registration.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'businessName' });
    expect(
      await t.database.db.select().from(prospects).where(eq(prospects.email, 'lone@example.com')),
    ).toEqual([]);

    const before = (await t.database.db.select().from(contactMessages)).length;
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Grace',
        email: 'g@example.com',
        subject: 'About pricing',
        message: `Hello ${LONE} there`,
      },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'message' });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before);

    const link = await t.app.inject({
      method: 'POST',
      url: '/api/access/request-link',
      payload: { email: `x${LONE}@example.com` },
    });
    expect(link.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'email' });

    const staff = await loginAsStaff(t.app);
    const product = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/products/1',
      headers: { cookie: staff },
      payload: { name: LONE },
    });
    expect(product.statusCode).toBe(400);
    expect(product.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'name' });
  });
});
