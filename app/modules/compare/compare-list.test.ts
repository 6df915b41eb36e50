import { describe, expect, it } from 'vitest';
import {
  COMPARE_LIMIT,
  compareHref,
  compareRows,
  cookieValue,
  parseCompareList,
  parseCompareParam,
  serializeCompareList,
  valuesDiffer,
} from './compare-list.ts';

describe('the comparison list in its cookie', () => {
  it('keeps public ids only, each once, at most four', () => {
    expect(
      parseCompareList('aaaaaaaa1.bbbbbbbb2.aaaaaaaa1.NOPE.cccccccc3.dddddddd4.eeeeeeee5'),
    ).toEqual(['aaaaaaaa1', 'bbbbbbbb2', 'cccccccc3', 'dddddddd4']);
    expect(parseCompareList(undefined)).toEqual([]);
    expect(parseCompareList('x'.repeat(500))).toEqual([]);
    expect(parseCompareList("'; drop table")).toEqual([]);
  });

  it('round-trips through its value', () => {
    const ids = ['aaaaaaaa1', 'bbbbbbbb2'];
    expect(parseCompareList(serializeCompareList(ids))).toEqual(ids);
    expect(serializeCompareList(['a1234567', 'b1234567', 'c1234567', 'd1234567', 'e1234567'])).toBe(
      'a1234567.b1234567.c1234567.d1234567',
    );
  });

  it('reads one cookie from a Cookie header', () => {
    expect(cookieValue('sid=1; compare=abc.def; ps=e', 'compare')).toBe('abc.def');
    expect(cookieValue('xcompare=1', 'compare')).toBe('');
    expect(cookieValue(null, 'compare')).toBe('');
  });
});

describe('the products of a compare link', () => {
  it('keeps the first four slugs, each once, and counts the rest', () => {
    expect(parseCompareParam('a,b,,a, c ,d,e,f')).toEqual({
      slugs: ['a', 'b', 'c', 'd'],
      dropped: 2,
    });
    expect(parseCompareParam(null)).toEqual({ slugs: [], dropped: 0 });
    expect(COMPARE_LIMIT).toBe(4);
  });

  it('writes a link with the slugs comma-separated', () => {
    expect(compareHref(['Instant-Geyser-3-Litre', 'A&B'])).toBe(
      '/compare?products=Instant-Geyser-3-Litre,A%26B',
    );
    expect(compareHref([])).toBe('/compare');
  });
});

describe('the comparison rows', () => {
  it('marks a row whose values differ, a missing value counting as different', () => {
    expect(valuesDiffer(['3 L', '3 L'])).toBe(false);
    expect(valuesDiffer(['3 L', '5 L'])).toBe(true);
    expect(valuesDiffer(['3 L', null])).toBe(true);
    expect(valuesDiffer([null, null])).toBe(false);
  });

  it('gives each attribute its values in the products’ order; one product differs from nothing', () => {
    const attributes = [
      { key: 'capacity', name: 'Capacity' },
      { key: 'type', name: 'Type', nameLang: 'en' as const },
    ];
    const products = [
      { capacity: '3 L', type: 'Instant' },
      { capacity: '15 L', type: 'Instant' },
      { capacity: '', type: 'Instant' },
    ];
    const rows = compareRows(attributes, products, (p, a) => p[a.key as 'capacity' | 'type']);
    expect(rows).toEqual([
      { key: 'capacity', name: 'Capacity', values: ['3 L', '15 L', null], differs: true },
      {
        key: 'type',
        name: 'Type',
        nameLang: 'en',
        values: ['Instant', 'Instant', 'Instant'],
        differs: false,
      },
    ]);
    const single = compareRows(
      attributes,
      [products[0]!],
      (p, a) => p[a.key as 'capacity' | 'type'],
    );
    expect(single.every((row) => !row.differs)).toBe(true);
  });

  it('leaves out an attribute none of the products has', () => {
    const attributes = [
      { key: 'capacity', name: 'Capacity' },
      { key: 'bee-stars', name: 'BEE star rating' },
    ];
    const products = [{ capacity: '3 L' }, { capacity: '15 L' }];
    const rows = compareRows(
      attributes,
      products,
      (p, a) => (p as Record<string, string>)[a.key] ?? null,
    );
    expect(rows.map((row) => row.key)).toEqual(['capacity']);
  });
});
