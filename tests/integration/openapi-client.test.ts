/**
 * A typed client generated from the live /api/v1/openapi.json places an order (issue 36):
 * openapi-typescript turns the document into `paths`, a small program written against
 * openapi-fetch's `createClient<paths>()` lists a collection's products, adds one to the
 * cart, asks for the checkout quote to 572101 and places a cash-on-delivery order. The
 * program type-checks with the repo's TypeScript 7 (`tsc --noEmit`, strict), the same
 * program with a misspelled path or a missing required body field does not, and the
 * program then runs against the test server.
 *
 * openapi-typescript 7 needs TypeScript 5's compiler API, which TypeScript 7 no longer has
 * as a JS API: it runs in a child process where tests/setup/openapi-typescript-ts5.ts
 * resolves its `typescript` to the `typescript5` devDependency.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_FIELDS } from '../setup/guest-checkout.ts';
import { startTestServer, type TestServer } from '../setup/test-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/**
 * The integrator's program, as they would write it against the generated `paths`: every
 * path, parameter and body below is checked against the document by the compiler.
 */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api';

/**
 * fetch for a shop's API from outside a browser: keeps the cookies the shop sets (the
 * session, and with it the cart) for the later calls, and says the shop's own origin, as
 * its same-origin check of writes asks.
 */
export function sessionFetch(origin: string): (request: Request) => Promise<Response> {
  const jar = new Map<string, string>();
  return async (request) => {
    request.headers.set('origin', origin);
    if (jar.size > 0)
      request.headers.set('cookie', [...jar].map(([name, value]) => \`\${name}=\${value}\`).join('; '));
    const response = await fetch(request);
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
}

export interface Buyer {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

export async function placeCodOrder(origin: string, buyer: Buyer, idempotencyKey: string) {
  const api = createClient<paths>({ baseUrl: \`\${origin}/api/v1\`, fetch: sessionFetch(origin) });

  const groups = await api.GET('/collections');
  if (!groups.data) throw new Error(\`GET /collections: \${groups.response.status}\`);
  let found: { collection: string; product: string; variantId: string } | undefined;
  for (const category of groups.data.data.flatMap((group) => group.categories)) {
    const page = await api.GET('/collections/{slug}', {
      params: { path: { slug: category.slug }, query: { sort: 'default' } },
    });
    if (!page.data) throw new Error(\`GET /collections/\${category.slug}: \${page.response.status}\`);
    const product = page.data.data.products.find((card) => card.variant.stock >= 2);
    if (product) {
      found = { collection: page.data.data.category.slug, product: product.slug, variantId: product.variant.id };
      break;
    }
  }
  if (!found) throw new Error('no collection has a product in stock');

  const added = await api.POST('/cart/lines', { body: { variantId: found.variantId, quantity: 1 } });
  if (!added.data) throw new Error(\`POST /cart/lines: \${JSON.stringify(added.error)}\`);

  const quote = await api.GET('/checkout/quote', { params: { query: { zip: buyer.zip } } });
  if (!quote.data) throw new Error(\`GET /checkout/quote: \${JSON.stringify(quote.error)}\`);
  if (!quote.data.data.pincode?.codAvailable) throw new Error(\`no COD to \${buyer.zip}\`);

  const placed = await api.POST('/checkout/orders', {
    body: {
      ...buyer,
      country: 'India',
      paymentMethod: 'cod',
      idempotencyKey,
      quoteDigest: quote.data.data.digest,
    },
  });
  if (!placed.data) throw new Error(\`POST /checkout/orders: \${JSON.stringify(placed.error)}\`);
  const order = placed.data.data.order;
  return {
    ...found,
    cart: added.data.cart,
    quote: quote.data.data,
    replayed: placed.data.data.replayed,
    payment: placed.data.data.payment,
    order: {
      orderNumber: order.orderNumber,
      paymentMethod: order.paymentMethod,
      paymentState: order.paymentState,
      totalPaise: order.totalPaise,
      lines: order.lines.map((line) => ({ productSlug: line.productSlug, quantity: line.quantity })),
    },
  };
}
`;

/** The same program with one mistake each, which the compiler must catch. */
const MISTAKES = {
  'misspelled-path.ts': ["api.POST('/checkout/orders'", "api.POST('/checkout/order'"],
  'missing-field.ts': ['      idempotencyKey,\n', ''],
} as const;

/** What this test reads of the program's answer. */
interface Program {
  placeCodOrder(
    origin: string,
    buyer: Record<string, string>,
    idempotencyKey: string,
  ): Promise<{
    product: string;
    cart: { count: number };
    quote: { pincode: unknown };
    replayed: boolean;
    payment: unknown;
    order: {
      orderNumber: string;
      paymentMethod: string;
      paymentState: string;
      lines: { productSlug: string; quantity: number }[];
    };
  }>;
}

let server: TestServer;
let scratch: string;

function run(args: string[]) {
  return spawnSync(process.execPath, args, { cwd: scratch, encoding: 'utf8' });
}

function tsconfig(name: string, files: string[]) {
  writeFileSync(
    path.join(scratch, name),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        target: 'ES2022',
        module: 'preserve',
        moduleResolution: 'bundler',
        lib: ['ES2024', 'DOM', 'DOM.Iterable'],
        types: [],
        verbatimModuleSyntax: true,
        // The generated api.d.ts is checked too; the packages' own declarations are not.
        skipLibCheck: false,
        skipDefaultLibCheck: true,
      },
      files,
    }),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  scratch = mkdtempSync(path.join(tmpdir(), 'openapi-client-'));
  const doc = await server.fetch('/api/v1/openapi.json');
  expect(doc.status).toBe(200);
  writeFileSync(path.join(scratch, 'openapi.json'), await doc.text());
  const generated = run([
    '--import',
    pathToFileURL(path.join(ROOT, 'tests/setup/openapi-typescript-ts5.ts')).href,
    path.join(ROOT, 'node_modules/openapi-typescript/bin/cli.js'),
    'openapi.json',
    '--output',
    'api.d.ts',
  ]);
  expect(generated.status, generated.stderr).toBe(0);
  // The program imports openapi-fetch as an integrator's would, from node_modules.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  writeFileSync(path.join(scratch, 'client.ts'), CLIENT);
  for (const [file, [from, to]] of Object.entries(MISTAKES)) {
    expect(CLIENT).toContain(from);
    writeFileSync(path.join(scratch, file), CLIENT.replace(from, to));
  }
  tsconfig('tsconfig.json', ['client.ts']);
  tsconfig('tsconfig.mistakes.json', Object.keys(MISTAKES));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('a client generated from the OpenAPI document', () => {
  it('declares the operations an order takes', () => {
    const types = readFileSync(path.join(scratch, 'api.d.ts'), 'utf8');
    for (const name of ['getCollection', 'addCartLine', 'getCheckoutQuote', 'placeOrder'])
      expect(types).toContain(`${name}: {`);
    expect(types).toMatch(/"\/checkout\/orders": \{/);
  });

  it("compiles with the repo's TypeScript 7, and a wrong path or a missing field does not", () => {
    const version = run([TSC, '--version']);
    expect(version.stdout).toMatch(/^Version 7\./);

    const good = run([TSC, '-p', 'tsconfig.json']);
    expect(good.stdout + good.stderr).toBe('');
    expect(good.status).toBe(0);

    const bad = run([TSC, '-p', 'tsconfig.mistakes.json', '--pretty', 'false']);
    expect(bad.status).not.toBe(0);
    // Each error: its 'file(line,col): error TSnnnn: ...' line and the indented lines under it.
    const errors = bad.stdout.split(/\n(?=\S)/).filter((error) => / error TS\d+: /.test(error));
    const misspelled = errors.filter((error) => error.startsWith('misspelled-path.ts('));
    const missing = errors.filter((error) => error.startsWith('missing-field.ts('));
    expect(misspelled.join('\n')).toContain('"/checkout/order"');
    expect(missing.join('\n')).toMatch(/Property 'idempotencyKey' is missing/);
    expect(errors).toHaveLength(misspelled.length + missing.length);
  });

  it('places a cash-on-delivery order against the running shop', async () => {
    // The very program type-checked above (this file cannot import its generated types).
    const client = (await import(pathToFileURL(path.join(scratch, 'client.ts')).href)) as Program;
    const { zip, email, phone, firstName, lastName, address, city, state } = GUEST_FIELDS;
    expect(zip).toBe('572101');
    const result = await client.placeCodOrder(
      server.url,
      { email, phone, firstName, lastName, address, city, state, zip },
      `openapi-client-${Date.now()}-abcdefgh`,
    );
    expect(result.cart.count).toBe(1);
    expect(result.quote.pincode).toMatchObject({ deliverable: true, codAvailable: true });
    expect(result.replayed).toBe(false);
    expect(result.payment).toBeNull();
    expect(result.order).toMatchObject({ paymentMethod: 'cod', paymentState: 'cod' });
    expect(result.order.orderNumber).toMatch(/^GA-\d{4}-\d{6}$/);
    expect(result.order.lines).toEqual([{ productSlug: result.product, quantity: 1 }]);
    expect(server.errors).toEqual([]);
  });
});
