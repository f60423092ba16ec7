import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import { prospects } from '../src/db/schema/index';
import { seed } from '../src/db/seed';

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
    fs.writeFileSync(path.join(dir, 'trajectory.lock'), '999999');
    const handle = await openPglite(dir);
    expect(fs.readFileSync(path.join(dir, 'trajectory.lock'), 'utf8')).toBe(String(process.pid));
    await handle.close();
  });
});
