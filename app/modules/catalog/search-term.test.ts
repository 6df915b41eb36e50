import { describe, expect, it } from 'vitest';
import { searchHref } from './search-term.ts';

describe('searchHref', () => {
  it('puts the term in the path, escaped', () => {
    expect(searchHref('gas stove')).toBe('/search/gas%20stove');
    expect(searchHref('50/50 mix & grind?')).toBe('/search/50%2F50%20mix%20%26%20grind%3F');
  });

  it("escapes the dot of a term ending in '.data' (a page's data request otherwise)", () => {
    expect(searchHref('report.data')).toBe('/search/report%2Edata');
    expect(searchHref('report.data sheet')).toBe('/search/report.data%20sheet');
    expect(decodeURIComponent(searchHref('report.data'))).toBe('/search/report.data');
  });
});
