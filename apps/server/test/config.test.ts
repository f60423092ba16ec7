import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { adminPasswordWarning, ConfigError, loadConfig } from '../src/infra/config';
import { serverMain } from './helpers/server-bundle';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.RATE_LIMITS).toBe('on');
    expect(config.ALLOWED_ORIGINS).toEqual([]);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).PORT).toBe(3000);
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT: must be a number');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// connection string');
      expect(message).toContain('PUBLIC_URL');
    }
  });

  it('requires the admin username and password together', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss' })).toThrow(
      /ADMIN_PASSWORD: ADMIN_USERNAME and ADMIN_PASSWORD must be set together/,
    );
  });

  it('starts with an ADMIN_PASSWORD shorter than 12 characters, warning that new staff passwords need 12', () => {
    const short = loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short-pw' });
    expect(short.ADMIN_PASSWORD).toBe('short-pw');
    expect(adminPasswordWarning(short)).toBe(
      'ADMIN_PASSWORD has 8 characters; new staff passwords need at least 12. ' +
        'It still signs in: change it from the admin dashboard (Change Password).',
    );
    expect(adminPasswordWarning(loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'twelve-chars' }))).toBe(
      null,
    );
    expect(adminPasswordWarning(loadConfig({}))).toBe(null);
  });

  it('normalises ALLOWED_ORIGINS to origins', () => {
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'http://localhost:5173/, https://a.example' }).ALLOWED_ORIGINS,
    ).toEqual(['http://localhost:5173', 'https://a.example']);
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses/CIDRs; false, 0 and unset trust no proxy', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('proxies are trusted by hop count, not by the client: TRUST_PROXY=true is refused, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust any client’s own X-Forwarded-For; set the number of proxies/,
    );
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', 'nginx', '1.2.3.4/8/9', '11']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be/);
    }
  });

  it('stops the process at start with a message naming the variable', async () => {
    const result = spawnSync(process.execPath, [await serverMain()], {
      env: { ...process.env, PORT: 'seventy', DATA_DIR: '/nonexistent-never-used' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: must be a number');
  });

  it('refuses TRUST_PROXY=true at start', async () => {
    const result = spawnSync(process.execPath, [await serverMain()], {
      env: { ...process.env, TRUST_PROXY: 'true', DATA_DIR: '/nonexistent-never-used' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('TRUST_PROXY: true would trust any client’s own X-Forwarded-For');
  });
});
