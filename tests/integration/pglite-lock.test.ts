/**
 * The embedded database belongs to one process (db/client.ts): a second opening of its
 * folder while the first holds it is refused, and a lock left by a process that is gone
 * is taken over. A fuzz review found `admin:create` beside a running shop had written two
 * users with id 1.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from '../../db/client.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return dir;
};

describe('the embedded database folder', () => {
  it('is refused to a second process while one holds it, and free once it is closed', async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ dataDir });
    const lock = path.join(dataDir, 'pglite.lock');
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    // Another process (here: its lock, naming this test's parent, which is running).
    writeFileSync(lock, String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrowError(DatabaseInUseError);
    await expect(openDatabase({ dataDir })).rejects.toThrowError(/stop it first/);
    writeFileSync(lock, String(process.pid));
    await database.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('is taken over from a process that is gone', async () => {
    const dataDir = newDataDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(gone));
    const database = await openDatabase({ dataDir });
    expect(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    await database.close();
  });

  it('stops a command beside a running shop with a plain sentence', () => {
    const dataDir = newDataDir();
    // A running shop's lock (this test's parent is alive).
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.ppid));
    const run = spawnSync(
      process.execPath,
      ['scripts/admin-create.ts', '--email', 'staff@gruha.example', '--password', 'Tiger!lily42'],
      { env: { PATH: process.env.PATH, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^The database in .* is in use by process \d+ .*stop it first/,
    );
    // The message alone: no stack trace for a situation the operator can put right.
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
