import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES_KN } from '../../../db/seed/data/kannada-catalog.ts';
import { PRODUCT_NAMES_KN } from '../../../db/seed/data/kannada-products.ts';
import {
  asciiDigits,
  foldKannada,
  hasKannada,
  lookUpWord,
  readKannadaQuery,
} from './kannada-search.ts';
import { normalizeQuery } from './search-query.ts';

const ZWNJ = '\u200c';

describe('hasKannada', () => {
  it('sees Kannada letters and digits, not Latin or Devanagari', () => {
    expect(hasKannada('ಗೀಸರ್')).toBe(true);
    expect(hasKannada('gruha ಗೀಸರ್')).toBe(true);
    expect(hasKannada('೩')).toBe(true);
    expect(hasKannada('geyser 3 litre')).toBe(false);
    expect(hasKannada('गीज़र')).toBe(false);
  });
});

describe('folding', () => {
  it('drops zero-width joiners and lowers Latin letters', () => {
    expect(foldKannada(`ಇನ್${ZWNJ}ಸ್ಟಂಟ್ Gruha`)).toBe('ಇನ್ಸ್ಟಂಟ್ gruha');
  });
  it('writes Kannada digits in ASCII', () => {
    expect(asciiDigits('೩ ಲೀಟರ್ ೧೦')).toBe('3 ಲೀಟರ್ 10');
  });
  it('keeps the joiner out of a normalised query, not as a space', () => {
    expect(normalizeQuery(`ಇನ್${ZWNJ}ಸ್ಟಂಟ್ ಗೀಸರ್`)).toBe('ಇನ್ಸ್ಟಂಟ್ ಗೀಸರ್');
  });
});

describe('lookUpWord', () => {
  it.each([
    ['ಗೀಸರ್', 'geyser'],
    ['ಗೀಜರ್', 'geyser'],
    ['ವಾಷಿಂಗ್', 'washing'],
    ['ಮೆಶಿನ್', 'machine'],
    ['ಮಿಕ್ಸರ್', 'mixer'],
    ['ಮಿಕ್ಸಿ', 'mixer'],
    ['ಗ್ರೈಂಡರ್', 'grinder'],
    ['ಕೂಲರ್', 'cooler'],
    ['ಚಿಮಣಿ', 'chimney'],
    ['ಚಿಮ್ನಿ', 'chimney'],
    ['ಸ್ಟವ್', 'stove'],
    ['ಒಲೆ', 'stove'],
    ['ಪಂಪ್', 'pump'],
    ['ವ್ಯಾಕ್ಯೂಮ್', 'vacuum'],
    ['ಕ್ಲೀನರ್', 'cleaner'],
    ['ಪ್ರೆಶರ್', 'pressure'],
    ['ವಾಷರ್', 'washer'],
    ['ಸೋಫಾ', 'sofa'],
    ['ಕಮ್', 'cum'],
    ['ಕಂ', 'cum'],
    ['ಬೆಡ್', 'bed'],
    ['ಶೂ', 'shoe'],
    ['ರ್ಯಾಕ್', 'rack'],
    ['ಚಾಪೆ', 'mat'],
    ['ಲೀಟರ್', 'litre'],
    ['ಸೆಂ.ಮೀ.', 'cm'],
    [`ಸ್ಟೇನ್${ZWNJ}ಲೆಸ್`, 'stainless'],
  ])('%s is %s', (word, english) => {
    expect(lookUpWord(word)?.english).toBe(english);
  });

  it('knows plurals and case endings', () => {
    expect(lookUpWord(`ಗೀಸರ್${ZWNJ}ಗಳು`)).toEqual({
      english: 'geyser',
      canonical: 'ಗೀಸರ್',
      how: 'suffix',
    });
    expect(lookUpWord('ಕೂಲರ್ಗಳನ್ನು')?.english).toBe('cooler');
  });

  it('gives the spelling of the names for a variant', () => {
    expect(lookUpWord('ಕಂ')).toEqual({ english: 'cum', canonical: 'ಕಮ್', how: 'exact' });
    expect(lookUpWord('ಗೀಸರ್')?.canonical).toBeNull();
  });

  it('corrects a one-letter slip in a word of 4+ code points', () => {
    // ೀ typed as ಿ; a missing virama; a letter swapped for its neighbour.
    expect(lookUpWord('ಗಿಸರ್')).toEqual({ english: 'geyser', canonical: 'ಗೀಸರ್', how: 'typo' });
    expect(lookUpWord('ಕೂಲರ')?.english).toBe('cooler');
    expect(lookUpWord('ಮಿಕ್ಸೆರ್')?.english).toBe('mixer');
    expect(lookUpWord('ಗ್ರೈಡರ್')?.english).toBe('grinder');
    // Two slips in a long word.
    expect(lookUpWord('ವ್ಯಾಕುಯೂಮ್')?.english).toBe('vacuum');
  });

  it('does not correct short words or distant ones', () => {
    expect(lookUpWord('ಒಳೆ')).toBeNull(); // 3 code points
    expect(lookUpWord('ಮನೆ')).toBeNull();
    expect(lookUpWord('ಬಾಗಿಲುಗಳಿರುವ')).toBeNull();
    expect(lookUpWord('ಅದ್ಭುತ')).toBeNull();
  });

  it('completes a word being typed', () => {
    expect(lookUpWord('ಮಿಕ್ಸ', true)?.english).toBe('mixer');
    expect(lookUpWord('ಗೀಸ', true)?.english).toBe('geyser');
    // Washing and washer: their common beginning.
    expect(lookUpWord('ವಾಷ', true)?.english).toBe('wash');
    expect(lookUpWord('ಮಿ', true)).toBeNull();
  });
});

describe('readKannadaQuery', () => {
  it('maps a Kannada phrase to the English one', () => {
    expect(readKannadaQuery('ವಾಷಿಂಗ್ ಮೆಷಿನ್').english).toBe('washing machine');
    expect(readKannadaQuery('ಸೋಫಾ ಕಂ ಬೆಡ್').english).toBe('sofa cum bed');
    expect(readKannadaQuery('ಗ್ಯಾಸ್ ಒಲೆ').english).toBe('gas stove');
    expect(readKannadaQuery('ಶೂ ರ್ಯಾಕ್').english).toBe('shoe rack');
  });

  it('keeps figures and Latin words, drops joining words and unknown words', () => {
    const q = readKannadaQuery('Gruha ಗೀಸರ್ ೩ ಲೀಟರ್ ಮತ್ತು ಅದ್ಭುತ');
    expect(q.english).toBe('gruha geyser 3 litre');
    expect(q.words).toEqual(['gruha', 'ಗೀಸರ್', '3', 'ಲೀಟರ್', 'ಅದ್ಭುತ']);
    expect(q.corrected).toBeNull();
    expect(q.allKnown).toBe(false);
    expect(readKannadaQuery('Gruha ಗಿಸರ್ 3').allKnown).toBe(true);
    expect(q.phrase).toBe('gruha ಗೀಸರ್ 3 ಲೀಟರ್ ಮತ್ತು ಅದ್ಭುತ');
  });

  it('spells misspelt and variant words as the names do', () => {
    expect(readKannadaQuery('ಸೋಫಾ ಕಂ ಬೆಡ್').corrected).toEqual(['ಸೋಫಾ', 'ಕಮ್', 'ಬೆಡ್']);
    expect(readKannadaQuery('ಗಿಸರ್ 3 ಲೀಟರ್').corrected).toEqual(['ಗೀಸರ್', '3', 'ಲೀಟರ್']);
    expect(readKannadaQuery('ವೆಟ್-ಡ್ರೈ').english).toBe('wet dry');
  });

  it('finds nothing to say in English for words it does not know', () => {
    expect(readKannadaQuery('ಅದ್ಭುತ').english).toBe('');
  });

  // The dictionary against the seeded catalog: every word it recognises in a Kannada name
  // stands for a word of the English name (the category 'Vaccum Cleaners' is misspelt; the
  // Kannada name of 'Chimneys' says 'kitchen chimneys').
  it.each([
    ...Object.entries(PRODUCT_NAMES_KN),
    ...Object.entries(CATEGORY_NAMES_KN).filter(([en]) => en !== 'All Products'),
  ])('%s: the Kannada name maps into it', (english, kannada) => {
    const words = [...english.toLowerCase().split(/[\s-]+/), 'vacuum', 'kitchen'];
    const mapped = readKannadaQuery(kannada).english.split(' ');
    for (const word of mapped) {
      expect(
        words.some((w) => w.startsWith(word)),
        `${word} in ${english}`,
      ).toBe(true);
    }
  });

  it('knows every Kannada word of the seeded names', () => {
    const unknown = new Set<string>();
    for (const name of [...Object.values(PRODUCT_NAMES_KN), ...Object.values(CATEGORY_NAMES_KN)]) {
      const q = readKannadaQuery(`${name} .`); // not the last word: no completion
      for (const word of q.words.flatMap((w) => w.split('-'))) {
        const found = hasKannada(word) ? lookUpWord(word) : null;
        if (hasKannada(word) && (!found || found.how === 'typo')) unknown.add(word);
      }
    }
    // Compounds and the catch-all category's words.
    expect([...unknown].sort()).toEqual(['6ರ', 'ಉತ್ಪನ್ನಗಳು', 'ಎಲ್ಲಾ', 'ಬಾಗಿಲುಗಳಿರುವ']);
  });
});
