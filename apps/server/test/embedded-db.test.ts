import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockText, openPglite, storageStartError } from '../src/infra/db/client';
import { prospects } from '../src/infra/db/schema/index';
import { seed } from '../src/infra/db/seed';
import { copyMigratedPglite } from './helpers/pglite-folder';
import { serverMain } from './helpers/server-bundle';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-db-test-'));
  dirs.push(dir);
  return dir;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded database on disk', () => {
  it('keeps data across a restart, and migrating and seeding again changes nothing', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    await first.migrate();
    await seed(first.db, { supportEmail: 'a@b.c', adminUsername: 'boss', adminPassword: 'secret-1' });
    await first.db.insert(prospects).values({ name: 'Kept', email: 'kept@example.com' });
    await first.close();

    const second = await openPglite(dir);
    await second.migrate();
    const result = await seed(second.db, { supportEmail: 'a@b.c' });
    expect(result.createdAdmin).toBeUndefined();
    const rows = await second.db.select().from(prospects).where(eq(prospects.email, 'kept@example.com'));
    expect(rows.map((r) => r.name)).toEqual(['Kept']);
    await second.close();
  });

  it('keeps a second process off the same folder while the first has it open', async () => {
    const dir = tempDir();
    await copyMigratedPglite(dir);
    const first = await openPglite(dir);
    // A live process that is not this one holds the lock.
    fs.writeFileSync(path.join(dir, 'trajectory.lock'), String(process.ppid));
    await expect(openPglite(dir)).rejects.toThrow(/is in use by process/);
    fs.writeFileSync(path.join(dir, 'trajectory.lock'), String(process.pid));
    await first.close();
    expect(fs.existsSync(path.join(dir, 'trajectory.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = tempDir();
    await copyMigratedPglite(dir);
    fs.writeFileSync(path.join(dir, 'trajectory.lock'), '999999');
    const handle = await openPglite(dir);
    expect(fs.readFileSync(path.join(dir, 'trajectory.lock'), 'utf8')).toBe(lockText(process.pid));
    await handle.close();
  });

  it('a stale lock whose PID is now another process does not block the start', async () => {
    const dir = tempDir();
    await copyMigratedPglite(dir);
    const other = spawn('sleep', ['30']);
    try {
      // The server that wrote this lock was killed; its PID now belongs to `sleep`, started later.
      fs.writeFileSync(path.join(dir, 'trajectory.lock'), `${other.pid} 12345@an-earlier-boot`);
      const handle = await openPglite(dir);
      expect(fs.readFileSync(path.join(dir, 'trajectory.lock'), 'utf8')).toBe(lockText(process.pid));
      await handle.close();
      // The same process, recorded as it is, still holds its folder.
      fs.writeFileSync(path.join(dir, 'trajectory.lock'), lockText(other.pid!));
      await expect(openPglite(dir)).rejects.toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('tells a full disk, a read-only folder or one without permission in one sentence', () => {
    const dir = '/srv/trajectory-data';
    const cases = [
      [
        'ENOSPC',
        'The disk holding the data folder /srv/trajectory-data is full: free some space and start again.',
      ],
      ['EROFS', /^The data folder \/srv\/trajectory-data is on a read-only file system: /],
      ['EACCES', /^The data folder \/srv\/trajectory-data is not writable by this user: /],
    ] as const;
    for (const [code, expected] of cases) {
      const err = Object.assign(new Error(`${code}: something, open '${dir}/trajectory.lock'`), { code });
      const message = storageStartError(err, dir)!.message;
      expect(message).toMatch(expected);
      expect(message.split('. ')).toHaveLength(1);
    }
    expect(storageStartError(new Error('something else'), dir)).toBeUndefined();
  });
});

/** A small tmpfs to start the server on (root only: elsewhere these tests are skipped). */
function mountTmpfs(options: string): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-mount-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  if (mounted.status !== 0) {
    fs.rmdirSync(dir);
    return undefined;
  }
  return dir;
}

function unmount(dir: string) {
  spawnSync('umount', [dir]);
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Starts the real server (its bundle, `main`) on a data folder; returns its exit status and what it wrote to stderr. */
function startServer(main: string, dataDir: string) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
  };
  delete env.DATABASE_URL;
  return spawnSync(process.execPath, [main], { env, encoding: 'utf8', timeout: 120_000 });
}

const canMount = (() => {
  const probe = mountTmpfs('size=64k');
  if (probe) unmount(probe);
  return Boolean(probe);
})();

describe.skipIf(!canMount || Boolean(process.env.TEST_DATABASE_URL))('start-up on a bad data folder', () => {
  let main: string;
  beforeAll(async () => {
    main = await serverMain();
  });

  it('on a read-only DATA_DIR says so in one sentence, no stack trace', () => {
    const mount = mountTmpfs('size=1m,ro')!;
    try {
      // The folder itself (mounted read-only), and one the server would have to create there.
      for (const dataDir of [mount, path.join(mount, 'data')]) {
        const result = startServer(main, dataDir);
        expect(result.status, dataDir).toBe(1);
        expect(result.stderr.trim()).toBe(
          `The data folder ${dataDir} is on a read-only file system: the embedded database must write there, so mount it writable or set DATA_DIR to a writable folder.`,
        );
      }
    } finally {
      unmount(mount);
    }
  });

  it('on a full disk says so in one sentence, no stack trace', () => {
    const mount = mountTmpfs('size=1m')!;
    try {
      const result = startServer(main, path.join(mount, 'data'));
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toMatch(
        new RegExp(
          `^The disk holding the data folder ${mount}/data is full \\(\\d+\\.\\d MB free, the embedded database needs at least 16 MB\\): free some space and start again\\.$`,
        ),
      );
    } finally {
      unmount(mount);
    }
  });
});
