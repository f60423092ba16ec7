import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { createCompletedRequest, staffCaller } from './helpers/admin';
import { bakerySections, createProspect } from './helpers/factories';

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
let questionnaireId: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
  questionnaireId = (
    await createCompletedRequest(t.app, t.database.db, {
      prospect: { name: 'Ada Founder', email: 'ada@example.com', phone: '555-0100' },
    })
  ).questionnaireId;
  await createCompletedRequest(t.app, t.database.db, {
    prospect: { name: '=cmd()', email: 'other@example.com' },
    sections: { ...bakerySections(), businessInfo: { name: 'Other Oats', description: 'Oats' } },
  });
  await createProspect(t.database.db, { name: 'Nobody Yet', email: 'nobody@example.com' });
});
afterAll(async () => t.close());

async function readRows(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('staff exports', () => {
  it('exports requests with the list filters', async () => {
    const res = await staff('GET', '/api/admin/export/requests?search=ada%40example');
    expect(res.headers['content-disposition']).toMatch(/requests-export-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await readRows(res);
    expect(rows[0]!.slice(0, 5)).toEqual([
      'Request ID',
      'Business Name',
      'Description',
      'Contact Name',
      'Email',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1, 7)).toEqual([
      'Ada Bakes',
      'Sourdough bakery',
      'Ada Founder',
      'ada@example.com',
      '555-0100',
      'Free Projection',
    ]);
    expect(await readRows(await staff('GET', '/api/admin/export/requests'))).toHaveLength(3);
  });

  it('exports prospects with status and counts; text stays text', async () => {
    const rows = await readRows(await staff('GET', '/api/admin/export/prospects?sortBy=email&order=asc'));
    expect(rows[0]!.slice(0, 9)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Business Name',
      'Plan',
      'Requests',
      'Max Submissions',
      'Remaining',
      'Status',
    ]);
    expect(rows.map((r) => r[1])).toEqual([
      'Email',
      'ada@example.com',
      'nobody@example.com',
      'other@example.com',
    ]);
    expect(rows[2]!.slice(5, 9)).toEqual([0, 2, 2, 'New']);
    expect(rows[3]![0]).toBe('=cmd()');
  });

  it('exports one questionnaire with its answers', async () => {
    const res = await staff('GET', `/api/admin/export/questionnaire/${questionnaireId}`);
    expect(res.headers['content-disposition']).toMatch(/questionnaire-REQ-[0-9A-F]{8}\.xlsx/);
    const rows = await readRows(res);
    expect(rows[0]).toEqual(['Section', 'Question', 'Answer']);
    expect(rows).toContainEqual(['Request', 'Email', 'ada@example.com']);
    // The questionnaire model's label, numbered as the wizard and the staff editor number the question.
    expect(rows).toContainEqual(['Products and services', '2. Unit price', 12]);
    expect(rows).toContainEqual(['Sales volume', '4. First-month sales (units)', 500]);
    expect((await staff('GET', `/api/admin/export/questionnaire/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
  });
});
