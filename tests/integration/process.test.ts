/** The process contract: bad configuration stops it; SIGTERM stops it gracefully; readiness follows the database. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SHOP_NODE_FLAGS } from '../../server/runtime-settings.ts';
import { ROOT_DIR } from '../../server/start.ts';
import { backend, createTestDatabase, postgresAdminUrl } from '../setup/test-database.ts';

function runServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe.runIf(backend() === 'pglite')('process', () => {
  it('PORT=abc stops the process with a message naming PORT', async () => {
    const { child, output } = runServer({
      PORT: 'abc',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sf-')),
    });
    expect(await exitCode(child)).not.toBe(0);
    expect(output()).toMatch(/PORT: must be a number/);
  });

  // The benchmark's launcher ignores stdout: a cluster primary's failed start, written to
  // the JSON log there, left only 'the shop did not start'.
  it('a cluster primary that cannot reach its database says so on stderr, and exits 1', async () => {
    const child = spawn(process.execPath, ['server/index.ts'], {
      cwd: ROOT_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        WORKERS: '2',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sf-')),
        // Nothing listens on port 9.
        DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none',
      },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitCode(child)).toBe(1);
    expect(stderr).toMatch(/ECONNREFUSED/);
  });

  it('stops gracefully on SIGTERM after serving', async () => {
    const { child, output } = runServer({
      PORT: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sf-')),
    });
    const exited = exitCode(child);
    await expect.poll(output, { timeout: 30_000, interval: 100 }).toMatch(/storefront listening/);
    const url = /"url":"([^"]+)"/.exec(output())![1]!;
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    // Its memory settings (ADR 0038): the process replaced itself in place with them.
    if (existsSync(`/proc/${child.pid}/cmdline`)) {
      const argv = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0');
      expect(argv).toEqual(expect.arrayContaining([...SHOP_NODE_FLAGS]));
      expect(argv.some((arg) => arg.endsWith(path.join('server', 'index.ts')))).toBe(true);
      const environment = readFileSync(`/proc/${child.pid}/environ`, 'utf8').split('\0');
      expect(environment).toContain('MALLOC_ARENA_MAX=2');
    }
    // Once started, one memory-reducing collection gives back what the start grew.
    await expect
      .poll(output, { timeout: 25_000, interval: 200 })
      .toMatch(/"heapAfter":\d+.*"memory settled after start"/);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toMatch(/storefront stopped/);
  }, 60_000);

  // A deployment review: React Router's console warning for a path it cannot decode went to
  // stdout as plain text, so anyone could write lines into the JSON log.
  it('writes only JSON lines, whatever a request makes a library say', async () => {
    const { child, output } = runServer({
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sf-')),
    });
    const exited = exitCode(child);
    await expect.poll(output, { timeout: 30_000, interval: 100 }).toMatch(/storefront listening/);
    const url = /"url":"([^"]+)"/.exec(output())![1]!;
    for (const path of ['/product/%E0%A4', '/collections/%ZZ', '/search/%']) {
      expect((await fetch(`${url}${path}`)).status, path).toBeLessThan(500);
    }
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = output().trim().split('\n');
    const pids = lines.map((line) => (JSON.parse(line) as { pid?: number }).pid);
    expect(new Set(pids)).toEqual(new Set([child.pid]));
  });
});

/** A TCP relay we can cut, standing in for the database going away. */
async function startRelay(targetHost: string, targetPort: number, port = 0) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.runIf(backend() === 'postgres')('readiness on PostgreSQL', () => {
  it('/readyz fails while the database is gone, the process stays up, and it recovers', async () => {
    const admin = new URL(postgresAdminUrl());
    const relay = await startRelay(admin.hostname, Number(admin.port || 5432));
    const testDb = await createTestDatabase('postgres');
    // The app reaches its database only through the relay, which the test can cut.
    const viaRelay = new URL(testDb.databaseUrl!);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    const { child, output } = runServer({
      PORT: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sf-')),
      DATABASE_URL: viaRelay.toString(),
    });
    try {
      await expect.poll(output, { timeout: 30_000, interval: 100 }).toMatch(/storefront listening/);
      const url = /"url":"([^"]+)"/.exec(output())![1]!;
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      await relay.cut();
      expect((await fetch(`${url}/readyz`)).status).toBe(503);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const restored = await startRelay(admin.hostname, Number(admin.port || 5432), relay.port);
      await expect
        .poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 10_000 })
        .toBe(200);
      await restored.cut();
    } finally {
      child.kill('SIGTERM');
      await exitCode(child);
      await testDb.drop();
    }
  });
});

describe.runIf(backend() === 'postgres')('WORKERS on PostgreSQL', () => {
  it('serves one port from two workers, replaces a dead one, and drains them all on SIGTERM', async () => {
    const testDb = await createTestDatabase('postgres');
    const { child, output } = runServer({
      // Production: the deployment warnings (no SMTP_URL, among others) are logged.
      NODE_ENV: 'production',
      PORT: '0',
      WORKERS: '2',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sf-')),
      DATABASE_URL: testDb.databaseUrl!,
    });
    const exited = exitCode(child);
    const listening = () => [...output().matchAll(/"pid":(\d+)[^\n]*storefront listening/g)];
    const workerPids = () => listening().map((match) => Number(match[1]));
    try {
      await expect.poll(() => workerPids().length, { timeout: 60_000, interval: 200 }).toBe(2);
      expect(output()).toMatch(/storefront cluster started/);
      // Once, by the primary: not once more per worker.
      expect(output().match(/SMTP_URL is not set/g)).toHaveLength(1);
      const [first, second] = workerPids();
      expect(first).not.toBe(second);
      expect(first).not.toBe(child.pid);
      const url = /"url":"([^"]+)"/.exec(output())![1]!;
      // Both workers answer on the one port.
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${url}/healthz`).then((r) => r.status)),
      );
      expect(answers.every((status) => status === 200)).toBe(true);
      // A worker that dies is replaced.
      process.kill(first!, 'SIGKILL');
      await expect.poll(() => workerPids().length, { timeout: 30_000, interval: 200 }).toBe(3);
      expect(output()).toMatch(/worker died: starting another/);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      // A deployment review: the replacement of a worker that died young (started a second
      // later) came after a SIGTERM sent in that second, was never told to stop, and the
      // primary gave up after 12 s with exit code 1.
      // A request held in flight keeps the draining worker busy past that second.
      const locker = new pg.Client({ connectionString: testDb.databaseUrl! });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table products in access exclusive mode');
      const held = fetch(`${url}/api/v1/products?pageSize=1`).then((r) => r.status);
      await new Promise((resolve) => setTimeout(resolve, 200));
      process.kill(workerPids()[2]!, 'SIGKILL');
      await expect
        .poll(() => output(), { timeout: 10_000, interval: 50 })
        .toMatch(/worker died: starting another[\s\S]*worker died: starting another/);
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await locker.query('rollback');
      await locker.end();
      expect(await held).toBe(200);
      expect(await exited).toBe(0);
      expect(output()).toMatch(/storefront stopped/);
      expect(workerPids()).toHaveLength(3);
    } finally {
      child.kill('SIGKILL');
      await testDb.drop();
    }
  });
});
