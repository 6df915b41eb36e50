import { describe, expect, it } from 'vitest';
import { AddToCartSchema } from './validation.ts';

const messageFor = (input: unknown) =>
  AddToCartSchema.safeParse(input).error?.issues.find((issue) => issue.path[0] === 'variantId')
    ?.message;

describe('the item a cart line names', () => {
  it('asks for a missing id', () => {
    expect(messageFor({ quantity: 1 })).toBe('An id is required.');
  });

  // A review: a form with the field twice was told 'An id is required.'.
  it.each([
    ['sent twice', ['abcdefgh2345', 'abcdefgh2346']],
    ['a number', 12345678],
    ['not an id', 'DROP TABLE'],
    ['empty', ''],
  ])('calls an id %s unknown', (_what, variantId) => {
    expect(messageFor({ variantId, quantity: 1 })).toBe('Unknown item.');
  });

  it('takes a well-formed id', () => {
    expect(AddToCartSchema.safeParse({ variantId: ' abcdefgh2345 ', quantity: 2 }).data).toEqual({
      variantId: 'abcdefgh2345',
      quantity: 2,
    });
  });
});
