import * as fs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, deploymentWarnings, loadConfig, parseEnv, s3Settings } from './env.ts';

// Lets a test make this process miss a file that another process creates at that moment.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return {
    ...actual,
    existsSync: vi.fn(actual.existsSync),
    readFileSync: vi.fn(actual.readFileSync),
  };
});

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://shop.example'],
    ['SESSION_SECRET', 'short'],
    ['SMTP_URL', 'http://mail'],
    ['STORE_ORDERS_EMAIL', 'nobody'],
    ['LOG_LEVEL', 'loud'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['TRUST_PROXY', '-1'],
    ['TRUST_PROXY', 'yes'],
    ['RATE_LIMIT_FACTOR', '0'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrowError(ConfigError);
    expect(() => parseEnv({ [name]: value })).toThrowError(
      new RegExp(`^Invalid configuration:\\n  ${name}: `),
    );
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses razorpay without keys', () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'razorpay' })).toThrowError(/PAYMENT_PROVIDER/);
  });

  // A security review: one missing or mistyped key silently meant the sandbox, which marks
  // orders paid with no money moving.
  it('refuses one Razorpay key without the other, unless the sandbox is asked for', () => {
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'rzp_live_abc' })).toThrowError(
      /RAZORPAY_KEY_SECRET: must be set with the other Razorpay key/,
    );
    expect(() => parseEnv({ RAZORPAY_KEY_SECRET: 'secret' })).toThrowError(/RAZORPAY_KEY_ID/);
    expect(
      parseEnv({ RAZORPAY_KEY_ID: 'rzp_live_abc', PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER,
    ).toBe('sandbox');
  });

  it('refuses a production shop at an https address with no keys, unless the sandbox is asked for', () => {
    const publicShop = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' };
    expect(() => parseEnv(publicShop)).toThrowError(
      /RAZORPAY_KEY_ID: and RAZORPAY_KEY_SECRET must be set/,
    );
    expect(parseEnv({ ...publicShop, PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe(
      'sandbox',
    );
    // Trying the shop on a laptop (`npm start`, no PUBLIC_URL) keeps the sandbox, with a warning.
    expect(parseEnv({ NODE_ENV: 'production' }).PAYMENT_PROVIDER).toBeUndefined();
  });
});

describe('loadConfig', () => {
  it('chooses razorpay only when both keys are set', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dir }).payment.provider).toBe('sandbox');
    expect(
      loadConfig({ DATA_DIR: dir, RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'y' }).payment
        .provider,
    ).toBe('razorpay');
  });

  // A review: PUBLIC_URL was compared with the browser's Origin as typed, so a capital
  // letter or an explicit :443 refused every form behind a TLS proxy.
  it.each([
    ['https://Shop.Example/', 'https://shop.example'],
    ['https://shop.example:443', 'https://shop.example'],
    ['http://shop.example:8080/', 'http://shop.example:8080'],
  ])('keeps PUBLIC_URL %s as the origin a browser sends: %s', (given, origin) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: given }).publicUrl).toBe(origin);
  });

  it('generates the session secret once into DATA_DIR and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('writes the generated secret readable by its owner only, leaving no temporary file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    loadConfig({ DATA_DIR: dir });
    expect(statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['session-secret']);
  });

  it('keeps the secret another process wrote after this one looked, never overwriting it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const file = path.join(dir, 'session-secret');
    const theirs = 'f'.repeat(64);
    writeFileSync(file, theirs);
    // This process looks (and misses the file, as if the other process had not written it yet).
    vi.mocked(fs.existsSync).mockReturnValueOnce(false);
    vi.mocked(fs.readFileSync).mockImplementationOnce(() => {
      throw Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
    });
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(theirs);
    expect(readFileSync(file, 'utf8')).toBe(theirs);
  });

  it('refuses a secret file that is too short', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    writeFileSync(path.join(dir, 'session-secret'), 'short');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrowError(ConfigError);
  });
});

describe('order updates by phone', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));

  it('reads the providers, MSG91 template ids by template and language', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '1065403522',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_IDS: 'order_placed_cod.en=64f0aa01, order_placed_cod.kn=64f0aa02',
    });
    expect(config.messaging).toEqual({
      whatsapp: {
        token: 'token',
        phoneNumberId: '1065403522',
        apiBase: undefined,
        appSecret: undefined,
        verifyToken: undefined,
      },
      sms: {
        authKey: 'key',
        templateIds: { 'order_placed_cod.en': '64f0aa01', 'order_placed_cod.kn': '64f0aa02' },
        apiBase: undefined,
      },
    });
    expect(loadConfig({ DATA_DIR: dir }).messaging).toEqual({
      whatsapp: undefined,
      sms: undefined,
    });
  });

  it.each([
    [{ WHATSAPP_TOKEN: 'token' }, 'WHATSAPP_PHONE_NUMBER_ID: must be set with the other'],
    [{ WHATSAPP_PHONE_NUMBER_ID: '1065403522' }, 'WHATSAPP_TOKEN: must be set with the other'],
    [{ MSG91_AUTH_KEY: 'key' }, 'MSG91_TEMPLATE_IDS: must be set with the other'],
    [
      { MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_IDS: 'order_paid=1' },
      "MSG91_TEMPLATE_IDS: must be 'template.language=id'",
    ],
    [
      { WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '+91 98450' },
      'WHATSAPP_PHONE_NUMBER_ID: must be the phone number id',
    ],
    [
      { NODE_ENV: 'production', WHATSAPP_API_BASE: 'http://graph.example/v21.0' },
      'WHATSAPP_API_BASE: must be an https:// URL in production',
    ],
  ])('refuses half a provider or a malformed value: %o', (env, message) => {
    expect(() => parseEnv(env)).toThrowError(message);
  });
});

describe('deploymentWarnings', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env });

  const live = {
    NODE_ENV: 'production',
    RAZORPAY_KEY_ID: 'rzp_live_abc',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    SMTP_URL: 'smtp://mail.example:587',
    WHATSAPP_TOKEN: 'EAAG-live-token',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  };

  it('warns about a public production server without an https PUBLIC_URL', () => {
    expect(deploymentWarnings(config(live))).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set .* without Secure/),
    ]);
    expect(deploymentWarnings(config({ ...live, PUBLIC_URL: 'http://shop.example' }))).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not https/),
    ]);
    // Behind a proxy on this machine, the public address is what matters.
    expect(
      deploymentWarnings(config({ ...live, HOST: '127.0.0.1', PUBLIC_URL: 'http://shop.example' })),
    ).toEqual([expect.stringMatching(/^PUBLIC_URL is not https/)]);
  });

  it('warns that without SMTP_URL no e-mail leaves the shop', () => {
    const { SMTP_URL: _, ...noMail } = live;
    expect(deploymentWarnings(config({ ...noMail, HOST: '127.0.0.1' }))).toEqual([
      expect.stringMatching(/^SMTP_URL is not set/),
    ]);
  });

  it('warns that a production server on the sandbox gateway takes no money', () => {
    expect(
      deploymentWarnings(
        config({
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          SMTP_URL: live.SMTP_URL,
          WHATSAPP_TOKEN: live.WHATSAPP_TOKEN,
          WHATSAPP_PHONE_NUMBER_ID: live.WHATSAPP_PHONE_NUMBER_ID,
        }),
      ),
    ).toEqual([expect.stringMatching(/^Payments run in the sandbox gateway/)]);
  });

  it('warns that Razorpay without a webhook secret misses payments', () => {
    const { RAZORPAY_WEBHOOK_SECRET: _, ...noWebhook } = live;
    expect(deploymentWarnings(config({ ...noWebhook, HOST: '127.0.0.1' }))).toEqual([
      expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET is not set/),
    ]);
  });

  it('warns that without WhatsApp or SMS keys order updates wait', () => {
    const { WHATSAPP_TOKEN: _, WHATSAPP_PHONE_NUMBER_ID: __, ...noPhone } = live;
    expect(deploymentWarnings(config({ ...noPhone, HOST: '127.0.0.1' }))).toEqual([
      expect.stringMatching(/^Neither WHATSAPP_TOKEN nor MSG91_AUTH_KEY is set/),
    ]);
    const smsOnly = { ...noPhone, MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_IDS: 'order_paid.en=1a' };
    expect(deploymentWarnings(config({ ...smsOnly, HOST: '127.0.0.1' }))).toEqual([]);
  });

  it.each([
    ['https PUBLIC_URL', { ...live, PUBLIC_URL: 'https://shop.example' }],
    ['loopback only (a laptop)', { ...live, HOST: '127.0.0.1' }],
    [
      'loopback at its own address',
      { ...live, HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:3000' },
    ],
    ['localhost', { ...live, HOST: 'localhost' }],
    ['development', { NODE_ENV: 'development' }],
  ])('is quiet for %s', (_name, env) => {
    expect(deploymentWarnings(config(env))).toEqual([]);
  });
});

describe('S3 settings (object storage)', () => {
  const BUCKET = {
    S3_BUCKET: 'shop-uploads',
    S3_REGION: 'ap-south-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is off without S3_BUCKET: uploads stay in UPLOADS_DIR', () => {
    expect(s3Settings(parseEnv({}))).toBeUndefined();
  });

  it('takes the four together, with an endpoint and a public address (no trailing slash)', () => {
    expect(
      s3Settings(
        parseEnv({
          ...BUCKET,
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_PUBLIC_URL: 'https://cdn.shop.example/uploads/',
        }),
      ),
    ).toEqual({
      bucket: 'shop-uploads',
      region: 'ap-south-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      endpoint: 'http://127.0.0.1:9000',
      publicUrl: 'https://cdn.shop.example/uploads',
    });
  });

  it.each([['S3_BUCKET'], ['S3_REGION'], ['S3_ACCESS_KEY_ID'], ['S3_SECRET_ACCESS_KEY']] as const)(
    'refuses the others without %s, naming what is missing',
    (name) => {
      const env: Record<string, string> = { ...BUCKET };
      delete env[name];
      expect(() => parseEnv(env)).toThrow(`${name}: must be set with the other S3 settings`);
    },
  );

  it('refuses an endpoint or public address without the bucket, and bad values', () => {
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_BUCKET: must be set with the other S3 settings (missing: S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    );
    expect(() => parseEnv({ ...BUCKET, S3_BUCKET: 'Not A Bucket' })).toThrow(
      'S3_BUCKET: must be a bucket name',
    );
    expect(() => parseEnv({ ...BUCKET, S3_PUBLIC_URL: 'cdn.example' })).toThrow(
      'S3_PUBLIC_URL: must be an http:// or https:// URL',
    );
  });
});
