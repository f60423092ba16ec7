import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

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

  it('normalises ALLOWED_ORIGINS to origins', () => {
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'http://localhost:5173/, https://a.example' }).ALLOWED_ORIGINS,
    ).toEqual(['http://localhost:5173', 'https://a.example']);
  });

  it('stops the process at start with a message naming the variable', () => {
    const main = path.resolve(import.meta.dirname, '../src/main.ts');
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: 'seventy', DATA_DIR: '/nonexistent-never-used' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: must be a number');
  });
});
