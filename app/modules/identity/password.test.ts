import { describe, expect, it } from 'vitest';
import { meetsPasswordRule } from './password.ts';
import { passwordScore, passwordStrength } from './password-strength.ts';

describe('password rule (8+ characters, a letter, a digit, one of !@#$%^&*)', () => {
  it.each([
    ['Secret#12', true],
    ['secret#12', true],
    ['Secret12', false],
    ['Secret#ab', false],
    ['12345678#', false],
    ['Se#1', false],
    ['Secret-12', false],
    [`A1!${'x'.repeat(200)}`, false],
  ])('%s -> %s', (password, ok) => {
    expect(meetsPasswordRule(password)).toBe(ok);
  });
});

describe('strength meter', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['abcdefg1', 3, 'Medium'],
    ['Abcdefg1', 4, 'Medium'],
    ['Abcdef1-', 5, 'Strong'],
    ['Ab1-', 4, 'Medium'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordScore(password)).toBe(score);
    expect(passwordStrength(password)).toBe(label);
  });
});
