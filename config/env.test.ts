import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './env.ts';

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
    ['SESSION_SECRET', 'short'],
    ['SMTP_URL', 'http://mail'],
    ['STORE_ORDERS_EMAIL', 'nobody'],
    ['LOG_LEVEL', 'loud'],
    ['PAYMENT_PROVIDER', 'paypal'],
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

  it('generates the session secret once into DATA_DIR and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });
});
