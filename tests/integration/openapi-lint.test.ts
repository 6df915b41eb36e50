/**
 * The live /api/v1/openapi.json is one integrators can generate clients from (issue 36):
 * Redocly's recommended lint (as redocly.yaml sets it) finds nothing, every operation has a
 * unique operationId and its security, and the answers the shell gives on any route are
 * declared where they apply.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../server/api/contract.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

const ROOT = path.resolve(import.meta.dirname, '../..');
let server: TestServer;
let doc: Document;
let scratch: string;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_FACTOR: '1' } });
  doc = (await (await server.fetch('/api/v1/openapi.json')).json()) as Document;
  scratch = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
});
afterAll(async () => {
  await server?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({ method, path: p, operation })),
  );

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint with no error and no warning (offline)", () => {
    const file = path.join(scratch, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const lint = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--format=json', file],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map(
      (p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(lint.status).toBe(0);
  });

  it('gives every operation a unique operationId and its security', () => {
    const all = operations();
    expect(all).toHaveLength(Object.keys(OPERATIONS).length);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(all.length);
    for (const { method, path: p, operation } of all) {
      expect(operation.operationId, `${method} ${p}`).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.security, `${method} ${p}`).toBeDefined();
    }
    const byId = Object.fromEntries(all.map(({ operation }) => [operation.operationId, operation]));
    expect(byId.listProducts?.security).toEqual([]);
    expect(byId.addCartLine?.security).toEqual([{ sessionCookie: [] }, {}]);
    expect(byId.placeOrder?.security).toEqual([{ sessionCookie: [] }, {}]);
    expect(byId.getAccount?.security).toEqual([{ sessionCookie: [] }]);
    expect(byId.listOrders?.security).toEqual([{ sessionCookie: [] }]);
    expect(byId.razorpayWebhook?.security).toEqual([{ razorpaySignature: [] }]);
    expect(byId.whatsappStatuses?.security).toEqual([{ whatsappSignature: [] }]);
    expect(doc.components.securitySchemes).toMatchObject({
      // The test server is plain http: the cookie is `sid` (`__Host-sid` over https).
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
      razorpaySignature: { type: 'apiKey', in: 'header', name: 'X-Razorpay-Signature' },
      whatsappSignature: { type: 'apiKey', in: 'header', name: 'X-Hub-Signature-256' },
    });
  });

  it('declares the shared answers where they apply', () => {
    for (const { method, path: p, operation } of operations()) {
      const codes = Object.keys(operation.responses);
      const name = `${method} ${p}`;
      expect(codes, name).toEqual(expect.arrayContaining(['500', '503']));
      if (operation.parameters?.length || operation.requestBody)
        expect(codes, name).toContain('400');
      if (operation.requestBody) expect(codes, name).toContain('413');
      const webhook = p.startsWith('/webhooks/') || p === '/payments/webhook';
      if (method !== 'get' && !webhook) expect(codes, name).toContain('429');
      if (webhook) expect(codes, name).not.toContain('429');
    }
    expect(Object.keys(doc.paths['/search']!.get!.responses)).toContain('429');
  });

  it('gives the answers it declares: a write over the rate limit is a 429 in the error shape', async () => {
    // A coupon code tried past its limit (30 in 10 minutes from one address).
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) {
      last = await server.fetch('/api/v1/cart/coupon', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ code: `NOPE${i}` }),
      });
    }
    expect(last?.status).toBe(429);
    expect(((await last!.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(last?.headers.get('retry-after')).toBeTruthy();
    expect(doc.paths['/cart/coupon']!.post!.responses).toHaveProperty('429');
    expect(server.errors).toEqual([]);
  });
});
