import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.server.ts';

describe('argon2id password hashes', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Secret#12');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Secret#12')).toBe(true);
    expect(await verifyPassword(stored, 'Secret#13')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Secret#12')).not.toBe(await hashPassword('Secret#12'));
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('not a hash', 'Secret#12')).toBe(false);
  });
});

describe('common passwords', () => {
  it.each(['P@ssw0rd', 'pa$$w0rd', 'password1', 'Password1!', 'P@ssw0rd1', 'Qwerty123#'])(
    '%s is common',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );
  it('a random-looking one is not', () => {
    expect(isCommonPassword('Tumakuru#Geyser42')).toBe(false);
  });
});
