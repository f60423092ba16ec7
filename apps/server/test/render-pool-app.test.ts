// The render pool behind the app's chart route: one drawing per image, redrawn after an edit, overflow
// refused with 429 (the pool itself is tested in render-pool.test.ts, without a database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPool } from '../src/documents/render/pool';
import { staffCaller, createCompletedRequest } from './helpers/admin';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];

describe('chart images through the app', () => {
  let t: TestApp;
  let staff: ReturnType<typeof staffCaller>;
  beforeAll(async () => {
    t = await createTestApp({ RENDER_WORKERS: '1', RENDER_QUEUE: '0' });
    staff = staffCaller(t.app, await loginAsStaff(t.app));
  });
  afterAll(async () => t.close());

  it('draws each image once, again after the answers change, and refuses overflow with 429, never 5xx', async () => {
    const { questionnaireId } = await createCompletedRequest(t.app, t.database.db);
    const url = `/api/questionnaires/${questionnaireId}/charts/trend?width=640`;
    const first = await staff('GET', url);
    expect(first.statusCode).toBe(200);
    expect([...first.rawPayload.subarray(0, 4)]).toEqual(PNG_MAGIC);
    const drawn = renderPool().stats().completed;
    const second = await staff('GET', url);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renderPool().stats().completed).toBe(drawn);

    const edited = await staff('PUT', `/api/questionnaires/${questionnaireId}`, {
      salesVolume: { firstMonthSales: 900 },
    });
    expect(edited.statusCode).toBe(200);
    const redrawn = await staff('GET', url);
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(renderPool().stats().completed).toBe(drawn + 1);

    // One worker, no queue: of six different images asked at once, the first is drawn and others are refused.
    // (Different charts: sizes snap to a few, and the same image asked twice at once is drawn once.)
    const names = [
      'expenses',
      'revenue-profit',
      'waterfall',
      'items-sold-1st-year',
      'net-profit-1st-year',
      'cash-balance',
    ];
    const burst = await Promise.all(
      names.map((name) => staff('GET', `/api/questionnaires/${questionnaireId}/charts/${name}?width=1200`)),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const refused = burst.find((res) => res.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({ error: 'BUSY' });
  });
});
