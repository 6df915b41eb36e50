import { describe, expect, it } from 'vitest';
import { formMessages } from '../../../tests/setup/form-messages.ts';
import { PASSWORD_MESSAGES } from './password.ts';
import {
  ChangePasswordSchema,
  CURRENT_PASSWORD_MESSAGE,
  EMAIL_MESSAGE,
  EmailOnlySchema,
  LoginSchema,
  NAME_MESSAGES,
  PHONE_MESSAGE,
  ProfileSchema,
  ResetPasswordSchema,
  SignupSchema,
  TOKEN_MESSAGE,
} from './validation.ts';

const PASSWORD = 'Secret#2026';
const SIGNUP = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  password: PASSWORD,
  confirmPassword: PASSWORD,
};

describe('the account forms answer each field with the spec message', () => {
  it('login: an address and a password of 8 to 128 characters', () => {
    const valid = { email: 'asha@example.in', password: PASSWORD };
    expect(formMessages(LoginSchema, valid)).toEqual({});
    expect(formMessages(LoginSchema, { ...valid, email: '' })).toEqual({ email: EMAIL_MESSAGE });
    expect(formMessages(LoginSchema, { ...valid, email: 'a @b.c' })).toEqual({
      email: EMAIL_MESSAGE,
    });
    expect(formMessages(LoginSchema, { ...valid, email: `${'a'.repeat(250)}@b.co` })).toEqual({
      email: EMAIL_MESSAGE,
    });
    for (const password of ['', 'short1!', 'x'.repeat(129)]) {
      expect(formMessages(LoginSchema, { ...valid, password })).toEqual({
        password: PASSWORD_MESSAGES.login,
      });
    }
  });

  it('sign-up: names, address, a password that meets the rule, typed twice', () => {
    expect(formMessages(SignupSchema, SIGNUP)).toEqual({});
    for (const name of ['', '   ', 'x'.repeat(61), 'A\u0000', 'As\u0085ha']) {
      expect(formMessages(SignupSchema, { ...SIGNUP, firstName: name, lastName: name })).toEqual(
        NAME_MESSAGES,
      );
    }
    expect(formMessages(SignupSchema, { ...SIGNUP, email: 'a@b' })).toEqual({
      email: EMAIL_MESSAGE,
    });
    for (const password of ['longenough1', 'short1!']) {
      expect(
        formMessages(SignupSchema, { ...SIGNUP, password, confirmPassword: password }),
      ).toEqual({ password: PASSWORD_MESSAGES.weak });
    }
    const long = `${PASSWORD}${'x'.repeat(120)}`;
    expect(
      formMessages(SignupSchema, { ...SIGNUP, password: long, confirmPassword: long }),
    ).toEqual({ password: PASSWORD_MESSAGES.tooLong });
    expect(formMessages(SignupSchema, { ...SIGNUP, confirmPassword: '' })).toEqual({
      confirmPassword: PASSWORD_MESSAGES.confirmRequired,
    });
    // The pair is checked as soon as both are typed, whatever the other fields hold.
    expect(
      formMessages(SignupSchema, { ...SIGNUP, email: '', confirmPassword: 'Secret#2025' }),
    ).toEqual({
      email: EMAIL_MESSAGE,
      confirmPassword: PASSWORD_MESSAGES.mismatch,
    });
    // Spaces are part of a password: not trimmed away.
    expect(formMessages(SignupSchema, { ...SIGNUP, confirmPassword: ` ${PASSWORD}` })).toEqual({
      confirmPassword: PASSWORD_MESSAGES.mismatch,
    });
  });

  it('refuses a body that is not an object without throwing (the API and its document)', () => {
    for (const schema of [SignupSchema, ResetPasswordSchema, ChangePasswordSchema]) {
      expect(schema.safeParse(null).success).toBe(false);
      expect(schema.safeParse('x').success).toBe(false);
    }
  });

  it('reset: an address to send the link to, then a token and a new password', () => {
    expect(formMessages(EmailOnlySchema, { email: ' A@B.CO ' })).toEqual({});
    expect(formMessages(EmailOnlySchema, { email: 'a@b.c\u0007o x' })).toEqual({
      email: EMAIL_MESSAGE,
    });
    const reset = { token: 'a'.repeat(43), password: PASSWORD, confirmPassword: PASSWORD };
    expect(formMessages(ResetPasswordSchema, reset)).toEqual({});
    expect(formMessages(ResetPasswordSchema, { ...reset, token: 'a'.repeat(42) })).toEqual({
      token: TOKEN_MESSAGE,
    });
    expect(formMessages(ResetPasswordSchema, { ...reset, confirmPassword: 'Secret#2025' })).toEqual(
      { confirmPassword: PASSWORD_MESSAGES.mismatch },
    );
  });

  it('change password: the current one, then a new one typed twice', () => {
    const change = { currentPassword: 'old', password: PASSWORD, confirmPassword: PASSWORD };
    expect(formMessages(ChangePasswordSchema, change)).toEqual({});
    expect(formMessages(ChangePasswordSchema, { ...change, currentPassword: '' })).toEqual({
      currentPassword: CURRENT_PASSWORD_MESSAGE,
    });
  });

  it('profile: names, and a phone of 10 digits or none', () => {
    const profile = { firstName: 'Asha', lastName: 'Rao', phone: ' 9845072101 ' };
    expect(formMessages(ProfileSchema, profile)).toEqual({});
    expect(formMessages(ProfileSchema, { ...profile, phone: '   ' })).toEqual({});
    for (const phone of ['98450', '98450721011', '98450 72101', 'abcdefghij']) {
      expect(formMessages(ProfileSchema, { ...profile, phone })).toEqual({ phone: PHONE_MESSAGE });
    }
  });
});
