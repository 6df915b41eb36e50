/**
 * Pure helpers of product search: input normalisation, LIKE escaping, typo distance and
 * the construction of tsquery text from the words PostgreSQL extracted (see search.server.ts).
 * Nothing here touches the database, so all of it is unit-tested.
 */

/** Longest query we look at, in characters (code points). */
export const MAX_QUERY_LENGTH = 100;
/** Words of a query we use; the rest is ignored. */
export const MAX_QUERY_WORDS = 8;

/**
 * Trims, drops control characters, collapses whitespace and caps the length. Lone
 * surrogates become U+FFFD, so whatever arrives is valid text for the database.
 */
export function normalizeQuery(input: unknown): string {
  if (typeof input !== 'string') return '';
  const cleaned = input
    .slice(0, MAX_QUERY_LENGTH * 4)
    .toWellFormed()
    .normalize('NFKC')
    // Zero-width (non-)joiners only choose how Indic letters are drawn ('ಇನ್‌ಸ್ಟಂಟ್'):
    // dropped, so the word stays whole (kannada-search.ts folds names the same way).
    .replace(/[\u200c\u200d]/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  const capped = Array.from(cleaned).slice(0, MAX_QUERY_LENGTH).join('');
  return capped.trimEnd();
}

/** Escapes LIKE wildcards and the escape character itself (the default escape is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * True when the phrase has a run of 3 letters or digits. Only then can the trigram index
 * serve `lower(name) like '%phrase%'`; otherwise that condition would scan every row.
 */
export function hasTrigramRun(phrase: string): boolean {
  return /[\p{L}\p{M}\p{N}]{3}/u.test(phrase);
}

/** Restricted Damerau-Levenshtein (optimal string alignment) distance, by code point. */
export function editDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (s.length === 0) return t.length;
  if (t.length === 0) return s.length;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, prevPrev[j - 2]! + 1);
      }
      row.push(best);
    }
    prevPrev = prev;
    prev = row;
  }
  return prev[t.length]!;
}

/** A word of the query as PostgreSQL's 'simple' configuration produced it. */
export interface QueryWord {
  lexeme: string;
  /** Position in the query (1-based); the last word is completed as a prefix. */
  position: number;
  /** Vocabulary words close to this one (nearest first), candidates for a correction. */
  candidates: { term: string; similarity: number }[];
}

/** Words shorter than this are never corrected (too many neighbours). */
const MIN_CORRECTABLE = 3;

function isNumeric(lexeme: string): boolean {
  return /^[\p{N}.,/-]+$/u.test(lexeme);
}

/**
 * The singular of a plural word, for the exact match: 'geysers' -> 'geyser',
 * 'batteries' -> 'battery'. A crude English rule, enough for product words; null when the
 * word does not look plural.
 */
export function singular(lexeme: string): string | null {
  const length = Array.from(lexeme).length;
  if (length < 4 || !lexeme.endsWith('s') || lexeme.endsWith('ss') || isNumeric(lexeme)) {
    return null;
  }
  if (lexeme.endsWith('ies') && length >= 5) return `${lexeme.slice(0, -3)}y`;
  return lexeme.slice(0, -1);
}

/**
 * Whether the vocabulary knows the word (or its singular, or, when it is matched as a
 * prefix, a word it begins): such a word is taken as meant and not corrected.
 */
export function isKnownWord(word: QueryWord, prefix: boolean): boolean {
  const forms = [word.lexeme, singular(word.lexeme)].filter((f): f is string => f !== null);
  return word.candidates.some((c) =>
    forms.some((form) => c.term === form || (prefix && c.term.startsWith(form))),
  );
}

/**
 * Corrections of a word the vocabulary does not know (at most 3, nearest first): the
 * candidates with a trigram similarity of at least 0.3; when there are none, those within a
 * small edit distance (1 for words of up to 4 letters, 2 above), which catches
 * misspellings such as 'geezer' -> 'geyser' whose trigram similarity is low without
 * letting 'mixie' -> 'mini' compete with 'mixie' -> 'mixer'.
 */
export function pickCorrections(word: QueryWord, prefix = false): string[] {
  const length = Array.from(word.lexeme).length;
  if (length < MIN_CORRECTABLE || isNumeric(word.lexeme) || isKnownWord(word, prefix)) return [];
  const close = word.candidates.filter((c) => c.similarity >= 0.3);
  if (close.length > 0) return close.slice(0, 3).map((c) => c.term);
  const maxEdits = length <= 4 ? 1 : 2;
  return word.candidates
    .filter((c) => editDistance(word.lexeme, c.term) <= maxEdits)
    .slice(0, 3)
    .map((c) => c.term);
}

/** A lexeme quoted for tsquery input: quotes and backslashes doubled. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function term(lexeme: string, prefix: boolean): string {
  return prefix ? `${quoteLexeme(lexeme)}:*` : quoteLexeme(lexeme);
}

export interface TsQueries {
  /** Every word (prefix-matched where sensible). */
  exact: string;
  /** Every word or one of its corrections. Equal to `exact` when nothing was corrected. */
  fuzzy: string;
}

/**
 * tsquery texts for the words of a query, or null when it has none. Words are ANDed. A
 * word matches as a prefix when it is the last one (typing), or when the vocabulary does
 * not know it and it has 3+ letters and is not a number ('wash' finds 'washing', '3' does
 * not find '30'); a plural also matches its singular ('geysers' finds 'geyser').
 */
export function buildTsQueries(words: QueryWord[]): TsQueries | null {
  if (words.length === 0) return null;
  const sorted = [...words].sort((a, b) => a.position - b.position);
  const last = sorted[sorted.length - 1]!.position;
  const build = (fuzzy: boolean) =>
    sorted
      .map((word) => {
        const isLast = word.position === last;
        const known = (form: string) => word.candidates.some((c) => c.term === form);
        // A known word matches exactly (cheap in the index); an unknown one of 3+ letters
        // as a prefix ('wash' -> 'washing'); the last word always as a prefix (typing).
        const asPrefix = (form: string) =>
          isLast ||
          (!known(form) && Array.from(form).length >= MIN_CORRECTABLE && !isNumeric(form));
        const alternatives = [term(word.lexeme, asPrefix(word.lexeme))];
        const one = singular(word.lexeme);
        if (one) alternatives.push(term(one, asPrefix(one)));
        if (fuzzy) {
          // Corrections are vocabulary words: exact matches.
          for (const correction of pickCorrections(word, isLast)) {
            alternatives.push(term(correction, false));
          }
        }
        return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
      })
      .join(' & ');
  return { exact: build(false), fuzzy: build(true) };
}
