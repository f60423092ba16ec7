// Issue #23 item 3: every error code the server sends is in the contracts' table with its status, so the
// web can decide by code. The scan finds each code the source can send (an AppError, a body's `error:`);
// the requests check the codes and statuses of the HTTP layer's own refusals.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SRC, sourceFiles } from './helpers/source-files';
import { ERRORS, isErrorCode } from '@trajectory/contracts/errors';
import { AppError } from '../src/lib/errors';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Each code the source names where a response's code is set: `new AppError('X'`, `error: 'X'`. */
const SENT = [/new AppError\(\s*'([^']+)'/g, /\berror: '([A-Z_]+)'/g];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('error codes', () => {
  it('every code the source sends is in the contracts’ table', () => {
    const sent = new Map<string, string>();
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of SENT) {
        for (const [, code] of text.matchAll(pattern)) sent.set(code!, relative(SRC, file));
      }
    }
    // The scan sees the codes it must (a regression in it would pass everything).
    expect([...sent.keys()]).toEqual(
      expect.arrayContaining([
        'NOT_FOUND',
        'FORBIDDEN',
        'LIMIT_REACHED',
        'FORBIDDEN_ORIGIN',
        'INTERNAL',
        'BUSY',
      ]),
    );
    const unknown = [...sent]
      .filter(([code]) => !isErrorCode(code))
      .map(([code, file]) => `${code} (${file})`);
    expect(unknown).toEqual([]);
  });

  it('an AppError takes its status and default message from the table', () => {
    const error = new AppError('LIMIT_REACHED');
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe(ERRORS.LIMIT_REACHED.message);
    expect(new AppError('LINK_EXPIRED', 'Gone').statusCode).toBe(410);
  });

  it('the HTTP layer’s refusals carry a code of the table with its status', async () => {
    const answers = await Promise.all([
      // A foreign origin: 403, with a code of its own (not the plan's LIMIT_REACHED or FORBIDDEN).
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: 'https://evil.example' },
        payload: { username: 'staff', password: 'whatever' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'content-type': 'text/csv' },
        payload: 'a,b',
      }),
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 5 } }),
      t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      t.app.inject({ method: 'GET', url: '/api/prospects/%E0%A4%A' }),
    ]);
    const got = answers.map((res) => ({
      status: res.statusCode,
      error: res.json<{ error: string }>().error,
    }));
    expect(got).toEqual([
      { status: 403, error: 'FORBIDDEN_ORIGIN' },
      { status: 400, error: 'INVALID_JSON' },
      { status: 415, error: 'UNSUPPORTED_MEDIA_TYPE' },
      { status: 400, error: 'INVALID_INPUT' },
      { status: 404, error: 'NOT_FOUND' },
      { status: 400, error: 'BAD_REQUEST' },
    ]);
    for (const { status, error } of got) {
      expect(isErrorCode(error), error).toBe(true);
      if (isErrorCode(error) && error !== 'BAD_REQUEST') expect(status).toBe(ERRORS[error].status);
    }
  });
});
