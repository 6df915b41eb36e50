/**
 * Search in Kannada, the pure part (the database part is kannada-search.server.ts).
 *
 * A query with Kannada letters is matched two ways:
 * - against the Kannada names themselves (products.name_kn, categories.name_kn), by
 *   substring, after the same folding on both sides (foldKannada): case, and the zero-width
 *   (non-)joiners that only choose how letters are drawn ('ಇನ್‌ಸ್ಟಂಟ್' = 'ಇನ್ಸ್ಟಂಟ್');
 * - through a dictionary of the catalog's vocabulary as shoppers write it (loan words and
 *   their common spellings, everyday Kannada words such as ಒಲೆ or ಚಾಪೆ) to the English
 *   words of the names, so that the English search (with its typo tolerance, categories and
 *   descriptions) finds the rest. A Kannada word the dictionary lacks is matched by edit
 *   distance (a one-letter slip, a missing virama), or completed when it is being typed.
 *
 * Nothing here touches the database, so all of it is unit-tested.
 */
import { editDistance } from './search-query.ts';

/** Kannada block: letters, vowel signs, virama, digits. */
const KANNADA = /[\u0c80-\u0cff]/u;

/** True when the text has a Kannada letter. */
export function hasKannada(text: string): boolean {
  return KANNADA.test(text);
}

/**
 * Kannada digits as ASCII ('೩' -> '3'): names write figures in ASCII. The same length in
 * code points, so it can run on a normalised query.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0ce6-\u0cef]/gu, (d) => String(d.codePointAt(0)! - 0x0ce6));
}

/**
 * The form both a query and a Kannada name are compared in: lower case, without zero-width
 * joiners. The SQL side is `lower(translate(name_kn, ZWNJ || ZWJ, ''))`
 * (kannada-search.server.ts, and the trigram index of migration 0028).
 */
export function foldKannada(text: string): string {
  return text.replace(/[\u200c\u200d]/gu, '').toLowerCase();
}

/**
 * The dictionary: an English word of the catalog's names, then the ways shoppers write it in
 * Kannada, the spelling of the seeded Kannada names first (it is the one a corrected word is
 * searched as). Zero-width joiners and dots are left out (foldWord removes them from the
 * query). Product kinds and the words that name them come first: a typo equally close to
 * two entries takes the first.
 */
const ENTRIES: readonly (readonly [string, ...string[]])[] = [
  // Kinds of product and their everyday names.
  ['geyser', 'ಗೀಸರ್', 'ಗೀಜರ್', 'ಗೀಝರ್', 'ಗೈಸರ್', 'ಗೀಸರು', 'ಗೀಜರು'],
  ['heater', 'ಹೀಟರ್', 'ಹೀಟರು'],
  ['water', 'ವಾಟರ್', 'ನೀರು', 'ನೀರಿನ'],
  ['washing', 'ವಾಷಿಂಗ್', 'ವಾಶಿಂಗ್', 'ವಾಷಿಂಗ', 'ಒಗೆಯುವ'],
  ['machine', 'ಮೆಷಿನ್', 'ಮೆಶಿನ್', 'ಮಷಿನ್', 'ಮಶಿನ್', 'ಮೆಷೀನ್', 'ಮಶೀನ್', 'ಮೆಷಿನು', 'ಯಂತ್ರ'],
  ['washer', 'ವಾಷರ್', 'ವಾಶರ್', 'ವಾಷರು'],
  ['pressure', 'ಪ್ರೆಶರ್', 'ಪ್ರೆಷರ್', 'ಪ್ರೆಸರ್', 'ಪ್ರೆಶರು'],
  ['vacuum', 'ವ್ಯಾಕ್ಯೂಮ್', 'ವ್ಯಾಕ್ಯುಮ್', 'ವ್ಯಾಕ್ಯೂಂ', 'ವ್ಯಾಕುಮ್', 'ವ್ಯಾಕ್ಯೂಮ', 'ವಾಕ್ಯೂಮ್'],
  ['cleaner', 'ಕ್ಲೀನರ್', 'ಕ್ಲಿನರ್', 'ಕ್ಲೀನರು'],
  ['pump', 'ಪಂಪ್', 'ಪಂಪು', 'ಪಂಪ'],
  ['mixer', 'ಮಿಕ್ಸರ್', 'ಮಿಕ್ಸಿ', 'ಮಿಕ್ಸರು'],
  ['grinder', 'ಗ್ರೈಂಡರ್', 'ಗ್ರೈಂಡರು', 'ಗ್ರೈಂಡರ', 'ಗ್ರಯಿಂಡರ್'],
  ['stove', 'ಸ್ಟವ್', 'ಸ್ಟೌವ್', 'ಸ್ಟೌ', 'ಸ್ಟೋವ್', 'ಸ್ಟವ್ವು', 'ಒಲೆ'],
  ['gas', 'ಗ್ಯಾಸ್', 'ಗ್ಯಾಸು'],
  ['chimney', 'ಚಿಮಣಿ', 'ಚಿಮ್ನಿ', 'ಚಿಮಿಣಿ', 'ಚಿಮಿನಿ'],
  ['cooler', 'ಕೂಲರ್', 'ಕೂಲರು'],
  ['air', 'ಏರ್'],
  ['shoe', 'ಶೂ', 'ಚಪ್ಪಲಿ'],
  ['rack', 'ರ್ಯಾಕ್', 'ರ್ಯಾಕು', 'ರ್ಯಾಕ', 'ರಾಕ್', 'ರೇಕ್', 'ಸ್ಟ್ಯಾಂಡ್'],
  ['mat', 'ಚಾಪೆ', 'ಮ್ಯಾಟ್', 'ಮ್ಯಾಟು'],
  ['korai', 'ಕೊರೈ', 'ಕೋರೈ', 'ಕೊರಾಯಿ'],
  ['sofa', 'ಸೋಫಾ', 'ಸೋಫ', 'ಸೊಫಾ'],
  ['cum', 'ಕಮ್', 'ಕಂ'],
  ['bed', 'ಬೆಡ್', 'ಹಾಸಿಗೆ'],
  ['blender', 'ಬ್ಲೆಂಡರ್'],
  ['juicer', 'ಜ್ಯೂಸರ್', 'ಜ್ಯೂಸರು'],
  ['dryer', 'ಡ್ರೈಯರ್', 'ಡ್ರೈಯರು', 'ಡ್ರೈಯರ'],
  ['hob', 'ಹಾಬ್'],
  ['hood', 'ಹುಡ್'],
  ['cabinet', 'ಕ್ಯಾಬಿನೆಟ್'],
  ['kitchen', 'ಕಿಚನ್', 'ಅಡುಗೆಮನೆ', 'ಅಡಿಗೆಮನೆ'],
  // Units.
  ['litre', 'ಲೀಟರ್', 'ಲೀಟರು', 'ಲಿಟರ್', 'ಲೀ'],
  ['kg', 'ಕೆಜಿ', 'ಕಿಲೋ', 'ಕೇಜಿ'],
  ['watt', 'ವ್ಯಾಟ್', 'ವಾಟ್'],
  ['volt', 'ವೋಲ್ಟ್'],
  ['hp', 'ಎಚ್ಪಿ', 'ಹೆಚ್ಪಿ'],
  ['cm', 'ಸೆಂಮೀ', 'ಸೆಂಟಿಮೀಟರ್'],
  ['feet', 'ಅಡಿ'],
  ['seater', 'ಸೀಟರ್'],
  ['burner', 'ಬರ್ನರ್', 'ಬರ್ನರು'],
  ['jar', 'ಜಾರ್'],
  ['tier', 'ಹಂತ'],
  // Colours.
  ['black', 'ಕಪ್ಪು', 'ಬ್ಲ್ಯಾಕ್'],
  ['blue', 'ನೀಲಿ', 'ಬ್ಲೂ'],
  ['brown', 'ಕಂದು'],
  ['green', 'ಹಸಿರು'],
  ['grey', 'ಬೂದು'],
  ['ivory', 'ಐವರಿ'],
  ['maroon', 'ಮರೂನ್'],
  ['natural', 'ನ್ಯಾಚುರಲ್'],
  ['pink', 'ಗುಲಾಬಿ', 'ಪಿಂಕ್'],
  ['red', 'ಕೆಂಪು'],
  ['walnut', 'ವಾಲ್ನಟ್'],
  ['wenge', 'ವೆಂಗೆ'],
  ['white', 'ಬಿಳಿ', 'ವೈಟ್'],
  ['yellow', 'ಹಳದಿ'],
  // The other words of the names.
  ['instant', 'ಇನ್ಸ್ಟಂಟ್', 'ಇನ್ಸ್ಟೆಂಟ್', 'ಇನ್ಸ್ಟಾಂಟ್'],
  ['storage', 'ಸ್ಟೋರೇಜ್', 'ಸ್ಟೊರೇಜ್'],
  ['digital', 'ಡಿಜಿಟಲ್'],
  ['compact', 'ಕಾಂಪ್ಯಾಕ್ಟ್'],
  ['premium', 'ಪ್ರೀಮಿಯಂ', 'ಪ್ರೀಮಿಯಮ್'],
  ['slim', 'ಸ್ಲಿಮ್'],
  ['tank', 'ಟ್ಯಾಂಕ್'],
  ['glass', 'ಗ್ಲಾಸ್'],
  ['display', 'ಡಿಸ್ಪ್ಲೇ'],
  ['horizontal', 'ಹಾರಿಜಾಂಟಲ್'],
  ['portable', 'ಪೋರ್ಟಬಲ್'],
  ['semi', 'ಸೆಮಿ'],
  ['automatic', 'ಆಟೋಮ್ಯಾಟಿಕ್', 'ಆಟೊಮ್ಯಾಟಿಕ್', 'ಆಟೋಮೆಟಿಕ್'],
  ['auto', 'ಆಟೋ', 'ಆಟೊ'],
  ['mini', 'ಮಿನಿ'],
  ['foldable', 'ಮಡಚುವ'],
  ['bucket', 'ಬಕೆಟ್'],
  ['spin', 'ಸ್ಪಿನ್'],
  ['baby', 'ಮಗುವಿನ', 'ಮಗು'],
  ['clothes', 'ಬಟ್ಟೆ'],
  ['twin', 'ಟ್ವಿನ್'],
  ['tub', 'ಟಬ್'],
  ['lid', 'ಮುಚ್ಚಳ', 'ಮುಚ್ಚಳದ'],
  ['jumbo', 'ಜಂಬೋ'],
  ['high', 'ಹೈ'],
  ['induction', 'ಇಂಡಕ್ಷನ್'],
  ['motor', 'ಮೋಟಾರ್', 'ಮೋಟರ್'],
  ['heavy', 'ಹೆವಿ'],
  ['commercial', 'ಕಮರ್ಷಿಯಲ್'],
  ['cordless', 'ಕಾರ್ಡ್ಲೆಸ್'],
  ['car', 'ಕಾರ್', 'ಕಾರು'],
  ['foam', 'ಫೋಮ್'],
  ['wet', 'ವೆಟ್'],
  ['dry', 'ಡ್ರೈ'],
  ['drum', 'ಡ್ರಮ್'],
  ['bagless', 'ಬ್ಯಾಗ್ಲೆಸ್'],
  ['cyclonic', 'ಸೈಕ್ಲೋನಿಕ್'],
  ['filter', 'ಫಿಲ್ಟರ್'],
  ['filterless', 'ಫಿಲ್ಟರ್ಲೆಸ್'],
  ['handheld', 'ಹ್ಯಾಂಡ್ಹೆಲ್ಡ್'],
  ['stick', 'ಸ್ಟಿಕ್'],
  ['blower', 'ಬ್ಲೋವರ್', 'ಬ್ಲೋಯರ್'],
  ['monoblock', 'ಮೊನೊಬ್ಲಾಕ್', 'ಮೋನೋಬ್ಲಾಕ್'],
  ['submersible', 'ಸಬ್ಮರ್ಸಿಬಲ್'],
  ['borewell', 'ಬೋರ್ವೆಲ್'],
  ['openwell', 'ಓಪನ್ವೆಲ್'],
  ['booster', 'ಬೂಸ್ಟರ್'],
  ['jet', 'ಜೆಟ್'],
  ['well', 'ವೆಲ್', 'ಬಾವಿ'],
  ['table', 'ಟೇಬಲ್'],
  ['top', 'ಟಾಪ್'],
  ['tilting', 'ಟಿಲ್ಟಿಂಗ್'],
  ['stainless', 'ಸ್ಟೇನ್ಲೆಸ್'],
  ['steel', 'ಸ್ಟೀಲ್'],
  ['single', 'ಸಿಂಗಲ್'],
  ['brass', 'ಹಿತ್ತಾಳೆ'],
  ['personal', 'ಪರ್ಸನಲ್'],
  ['desert', 'ಡೆಸರ್ಟ್'],
  ['tower', 'ಟವರ್'],
  ['remote', 'ರಿಮೋಟ್'],
  ['window', 'ವಿಂಡೋ'],
  ['wooden', 'ಮರದ'],
  ['metal', 'ಲೋಹದ'],
  ['wall', 'ಗೋಡೆ', 'ಗೋಡೆಗೆ'],
  ['bench', 'ಬೆಂಚ್'],
  ['classic', 'ಕ್ಲಾಸಿಕ್'],
  ['silk', 'ಸಿಲ್ಕ್'],
  ['yoga', 'ಯೋಗ'],
  ['dining', 'ಡೈನಿಂಗ್'],
  ['double', 'ಡಬಲ್'],
  ['kids', 'ಮಕ್ಕಳ'],
  ['fabric', 'ಫ್ಯಾಬ್ರಿಕ್'],
  ['futon', 'ಫ್ಯೂಟಾನ್'],
  ['leatherette', 'ಲೆದರೆಟ್'],
  ['clean', 'ಕ್ಲೀನ್'],
  ['straight', 'ಸ್ಟ್ರೇಟ್'],
  ['line', 'ಲೈನ್'],
  ['set', 'ಸೆಟ್'],
  ['striped', 'ಪಟ್ಟೆ'],
  ['multicolour', 'ಬಹುವರ್ಣ'],
  ['glassline', 'ಗ್ಲಾಸ್ಲೈನ್'],
  ['toughened', 'ಟಫನ್ಡ್'],
  ['duty', 'ಡ್ಯೂಟಿ'],
  ['gun', 'ಗನ್'],
  ['self', 'ಸೆಲ್ಫ್'],
  ['priming', 'ಪ್ರೈಮಿಂಗ್'],
  ['centrifugal', 'ಸೆಂಟ್ರಿಫ್ಯೂಗಲ್'],
  ['shallow', 'ಶ್ಯಾಲೋ'],
  ['nutri', 'ನ್ಯೂಟ್ರಿ'],
  ['built', 'ಬಿಲ್ಟ್'],
  ['in', 'ಇನ್'],
  ['ignition', 'ಇಗ್ನಿಷನ್'],
  ['baffle', 'ಬ್ಯಾಫಲ್'],
  ['curved', 'ಕರ್ವ್ಡ್'],
  ['island', 'ಐಲ್ಯಾಂಡ್'],
  ['honeycomb', 'ಹನಿಕಾಂಬ್'],
  ['doors', 'ಬಾಗಿಲು'],
  ['tall', 'ಎತ್ತರದ'],
  ['seat', 'ಕೂರುವ'],
  ['mounted', 'ಅಳವಡಿಸುವ'],
  ['floral', 'ಹೂವಿನ'],
  ['border', 'ಅಂಚು'],
  ['pattamadai', 'ಪತ್ತಮಡೈ'],
  ['size', 'ಗಾತ್ರ'],
  ['small', 'ಸಣ್ಣದು', 'ಸಣ್ಣ'],
  ['long', 'ಉದ್ದನೆಯ', 'ಉದ್ದ'],
  ['runner', 'ರನ್ನರ್'],
  ['pull', 'ಪುಲ್'],
  ['out', 'ಔಟ್'],
  ['shape', 'ಶೇಪ್'],
];

/** Words that only join others ('and', 'with', 'want'): left out of the matching. */
const STOP_WORDS = new Set(['ಮತ್ತು', 'ಇರುವ', 'ಜೊತೆ', 'ಜೊತೆಗೆ', 'ಬೇಕು']);

/** Endings of plurals and cases, longest first, taken off a word the dictionary lacks. */
const SUFFIXES = ['ಗಳನ್ನು', 'ಗಳಿಗೆ', 'ಗಳಲ್ಲಿ', 'ಗಳು', 'ಗಳ', 'ನ್ನು'];

/** A dictionary spelling or a query word as looked up: folded, without dots. */
function foldWord(word: string): string {
  return foldKannada(word).replace(/\./g, '');
}

interface Entry {
  english: string;
  /** The spelling of the seeded names. */
  canonical: string;
}

const DICTIONARY = new Map<string, Entry>();
for (const [english, ...spellings] of ENTRIES) {
  const canonical = foldWord(spellings[0]!);
  for (const spelling of spellings) {
    const key = foldWord(spelling);
    if (!DICTIONARY.has(key)) DICTIONARY.set(key, { english, canonical });
  }
}

const length = (text: string) => Array.from(text).length;

/** Words shorter than this (in code points) are never corrected or completed. */
const MIN_TYPO_LENGTH = 4;
const MIN_PREFIX_LENGTH = 3;

/** Edits allowed for a word of this many code points. */
function maxEdits(codePoints: number): number {
  if (codePoints < MIN_TYPO_LENGTH) return 0;
  return codePoints < 8 ? 1 : 2;
}

function withoutSuffix(word: string): string | null {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && length(word) - length(suffix) >= 2) {
      return word.slice(0, -suffix.length);
    }
  }
  return null;
}

/** The longest common prefix of some words. */
function commonPrefix(words: string[]): string {
  let prefix = words[0] ?? '';
  for (const word of words) {
    while (!word.startsWith(prefix)) prefix = prefix.slice(0, -1);
  }
  return prefix;
}

export interface KannadaWord {
  /** The English word (or, for a word being typed, the English prefix) it stands for. */
  english: string;
  /** The spelling of the seeded names, when the shopper wrote it otherwise. */
  canonical: string | null;
  how: 'exact' | 'suffix' | 'typo' | 'prefix';
}

/**
 * What a Kannada word (folded) stands for: the dictionary's entry for it, for it without a
 * plural or case ending, for the spelling nearest to it by edit distance (within 1 edit for
 * words of 4-7 code points, 2 above), or, when it is being typed (`prefix`), for the
 * spellings it begins (their English words' common prefix when it has 3+ letters, else the
 * first entry's word). Null when nothing fits.
 */
export function lookUpWord(word: string, prefix = false): KannadaWord | null {
  const key = foldWord(word);
  const exact = DICTIONARY.get(key);
  if (exact) {
    return {
      english: exact.english,
      canonical: exact.canonical === key ? null : exact.canonical,
      how: 'exact',
    };
  }
  const stem = withoutSuffix(key);
  const stemEntry = stem === null ? undefined : DICTIONARY.get(stem);
  if (stemEntry)
    return { english: stemEntry.english, canonical: stemEntry.canonical, how: 'suffix' };

  if (prefix && length(key) >= MIN_PREFIX_LENGTH) {
    const completions: string[] = [];
    for (const [spelling, entry] of DICTIONARY) {
      if (spelling.startsWith(key) && !completions.includes(entry.english)) {
        completions.push(entry.english);
      }
    }
    if (completions.length > 0) {
      const common = commonPrefix(completions);
      return {
        english: common.length >= 3 ? common : completions[0]!,
        canonical: null,
        how: 'prefix',
      };
    }
  }

  const target = stem ?? key;
  const allowed = maxEdits(length(target));
  if (allowed === 0) return null;
  let best: Entry | null = null;
  let bestDistance = allowed + 1;
  for (const [spelling, entry] of DICTIONARY) {
    // Edit distance is at least the difference in length: skip what cannot be close.
    if (Math.abs(length(spelling) - length(target)) >= bestDistance) continue;
    const distance = editDistance(target, spelling);
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best ? { english: best.english, canonical: best.canonical, how: 'typo' } : null;
}

export interface KannadaQuery {
  /** The whole phrase, folded, Kannada digits as ASCII: for the name tiers. */
  phrase: string;
  /** Its words without joining words, folded (each must be in a matching name). */
  words: string[];
  /**
   * The words with each misspelt or variant Kannada word in the spelling of the names;
   * null when that changes nothing.
   */
  corrected: string[] | null;
  /** Whether the dictionary placed every Kannada word (exactly, or as a typo of a word). */
  allKnown: boolean;
  /**
   * The English phrase for the English search: Kannada words through the dictionary, the
   * others as they are, words the dictionary cannot place left out. Empty when none is left.
   */
  english: string;
}

/**
 * A shopper's query (already normalised, see normalizeQuery) read for Kannada search. The
 * last word is taken as still being typed.
 */
export function readKannadaQuery(query: string): KannadaQuery {
  const phrase = foldKannada(asciiDigits(query)).trim();
  const words = phrase.split(' ').filter((w) => w !== '' && !STOP_WORDS.has(w));
  const english: string[] = [];
  const corrected: string[] = [];
  let changed = false;
  let allKnown = true;
  words.forEach((word, i) => {
    if (!hasKannada(word)) {
      english.push(word);
      corrected.push(word);
      return;
    }
    // A hyphenated word ('ವೆಟ್-ಡ್ರೈ') is looked up part by part.
    const parts = word.split('-').filter(Boolean);
    const found = parts.map((part, j) =>
      lookUpWord(part, i === words.length - 1 && j === parts.length - 1),
    );
    for (const f of found) {
      if (f) english.push(f.english);
      else allKnown = false;
    }
    if (found.some((f) => f?.canonical)) {
      changed = true;
      corrected.push(parts.map((part, j) => found[j]?.canonical ?? part).join('-'));
    } else {
      corrected.push(word);
    }
  });
  return {
    phrase,
    words,
    corrected: changed ? corrected : null,
    allKnown,
    english: english.join(' '),
  };
}
