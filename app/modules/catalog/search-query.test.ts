import { describe, expect, it } from 'vitest';
import {
  buildTsQueries,
  editDistance,
  escapeLike,
  hasTrigramRun,
  normalizeQuery,
  pickCorrections,
  quoteLexeme,
  singular,
} from './search-query.ts';

describe('normalizeQuery', () => {
  it('trims, collapses whitespace and drops control characters', () => {
    expect(normalizeQuery('  washing \t\n machine  ')).toBe('washing machine');
    expect(normalizeQuery('gey\u0000ser')).toBe('gey ser');
    expect(normalizeQuery('a\u200bb')).toBe('a b');
  });

  it('caps the length at 100 characters, counting emoji as one', () => {
    expect(normalizeQuery('x'.repeat(10_000))).toHaveLength(100);
    const emoji = normalizeQuery('😀'.repeat(150));
    expect(Array.from(emoji)).toHaveLength(100);
  });

  it('repairs lone surrogates and ignores non-strings', () => {
    expect(normalizeQuery('a\ud800b')).toBe('a\ufffdb');
    expect(normalizeQuery(undefined)).toBe('');
    expect(normalizeQuery(42)).toBe('');
    expect(normalizeQuery(['geyser'])).toBe('');
  });

  it('folds compatibility forms (full-width letters)', () => {
    expect(normalizeQuery('ｇｅｙｓｅｒ')).toBe('geyser');
  });
});

describe('escapeLike', () => {
  it('escapes wildcards and backslashes', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('hasTrigramRun', () => {
  it('needs three letters or digits in a row', () => {
    expect(hasTrigramRun('gey')).toBe(true);
    expect(hasTrigramRun('ಗೀಸರ್')).toBe(true);
    expect(hasTrigramRun('a b c')).toBe(false);
    expect(hasTrigramRun('%%%')).toBe(false);
    expect(hasTrigramRun('😀😀😀')).toBe(false);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(editDistance('geezer', 'geyser')).toBe(2);
    expect(editDistance('vaccum', 'vacuum')).toBe(1);
    expect(editDistance('chimny', 'chimney')).toBe(1);
    expect(editDistance('stvoe', 'stove')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('pickCorrections', () => {
  const word = (lexeme: string, candidates: [string, number][]) => ({
    lexeme,
    position: 1,
    candidates: candidates.map(([term, similarity]) => ({ term, similarity })),
  });

  it('prefers trigram-similar words', () => {
    expect(
      pickCorrections(
        word('mixie', [
          ['mixer', 0.33],
          ['mini', 0.22],
        ]),
      ),
    ).toEqual(['mixer']);
  });

  it('falls back to small edit distances', () => {
    expect(
      pickCorrections(
        word('geezer', [
          ['geyser', 0.27],
          ['green', 0.2],
        ]),
      ),
    ).toEqual(['geyser']);
  });

  it('never corrects short words, numbers or known words', () => {
    expect(pickCorrections(word('ac', [['ace', 0.5]]))).toEqual([]);
    expect(pickCorrections(word('1500', [['1600', 0.5]]))).toEqual([]);
    expect(pickCorrections(word('geyser', [['geyser', 1]]))).toEqual([]);
    expect(pickCorrections(word('geysers', [['geyser', 0.7]]))).toEqual([]);
    expect(pickCorrections(word('machin', [['machine', 0.7]]), true)).toEqual([]);
    expect(pickCorrections(word('machin', [['machine', 0.7]]), false)).toEqual(['machine']);
  });

  it('keeps at most three', () => {
    expect(
      pickCorrections(
        word('stoev', [
          ['stove', 0.4],
          ['store', 0.4],
          ['stone', 0.4],
          ['stow', 0.35],
        ]),
      ),
    ).toHaveLength(3);
  });
});

describe('singular', () => {
  it('strips plural endings of words', () => {
    expect(singular('geysers')).toBe('geyser');
    expect(singular('batteries')).toBe('battery');
    expect(singular('glass')).toBeNull();
    expect(singular('gas')).toBeNull();
    expect(singular('10s')).toBeNull();
  });
});

describe('quoteLexeme', () => {
  it('doubles quotes and backslashes', () => {
    expect(quoteLexeme("it's")).toBe("'it''s'");
    expect(quoteLexeme('a\\b')).toBe("'a\\\\b'");
  });
});

describe('buildTsQueries', () => {
  it('answers null without words', () => {
    expect(buildTsQueries([])).toBeNull();
  });

  it('ANDs the words and prefix-matches the last and the long ones', () => {
    const q = buildTsQueries([
      { lexeme: 'washing', position: 1, candidates: [] },
      { lexeme: '3', position: 2, candidates: [] },
      { lexeme: 'machin', position: 3, candidates: [] },
    ])!;
    expect(q.exact).toBe("'washing':* & '3' & 'machin':*");
    expect(q.fuzzy).toBe(q.exact);
  });

  it('matches known words exactly except the last', () => {
    const known = (lexeme: string, position: number) => ({
      lexeme,
      position,
      candidates: [{ term: lexeme, similarity: 1 }],
    });
    const q = buildTsQueries([known('gas', 1), known('stove', 2), known('burner', 3)])!;
    expect(q.exact).toBe("'gas' & 'stove' & 'burner':*");
  });

  it('matches the singular of plurals', () => {
    const q = buildTsQueries([{ lexeme: 'geysers', position: 1, candidates: [] }])!;
    expect(q.exact).toBe("('geysers':* | 'geyser':*)");
  });

  it('offers corrections as alternatives in the fuzzy query only', () => {
    const q = buildTsQueries([
      { lexeme: 'geezer', position: 1, candidates: [{ term: 'geyser', similarity: 0.27 }] },
    ])!;
    expect(q.exact).toBe("'geezer':*");
    expect(q.fuzzy).toBe("('geezer':* | 'geyser')");
  });
});
