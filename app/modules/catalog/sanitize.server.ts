/**
 * Product description HTML, made safe to render: a strict allowlist sanitiser.
 *
 * Why it is safe by construction: the input is only *read*; the output is *written* by this
 * module from three things only —
 *   1. tags from ALLOWED (no script-capable element), opened and closed by us, balanced;
 *   2. attributes from the per-tag allowlist, each value validated (URLs by scheme, numbers
 *      by pattern) and re-escaped inside double quotes;
 *   3. text, with every `<` and `>` escaped and `&` escaped unless it starts a character
 *      reference (which a browser can only turn into a character, never markup).
 * So whatever the input and however a browser would have parsed it, the output contains
 * no element, attribute or URL scheme outside the allowlist. A parse difference between this
 * tokenizer and a browser can only make us drop more, or show markup-looking text escaped.
 * Elements whose content is script, style or foreign markup (script, style, iframe, svg,
 * math, template, object...) are dropped with their content; other unknown tags are dropped
 * and their text kept.
 *
 * One interface, so that a library (e.g. sanitize-html) could replace the implementation.
 */

/** Allowed elements and, for each, its allowed attributes. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  mark: [],
  span: [],
  div: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};

/** The page has its own h1. */
const RENAMED: Record<string, string> = { h1: 'h2' };

const VOID = new Set(['br', 'hr', 'img']);

/** Content is raw text up to `</name`: dropped with the element. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'noxml',
]);

/** Dropped with everything inside them. */
const DROP_SUBTREE = new Set([
  'svg',
  'math',
  'template',
  'object',
  'applet',
  'frameset',
  'head',
  'select',
  'audio',
  'video',
  'canvas',
  'map',
  'picture',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  num: '#',
  quest: '?',
  equals: '=',
  excl: '!',
  percnt: '%',
  plus: '+',
  semi: ';',
  commat: '@',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  bull: '\u2022',
  middot: '\u00b7',
  times: '\u00d7',
  deg: '\u00b0',
  rupee: '\u20b9',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
};

/** Text between tags: quotes need no escaping there (attribute values are ours). */
function escapeText(text: string): string {
  return text
    .replace(/&(?!#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[a-zA-Z][a-zA-Z0-9]{1,31};)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function codePointText(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

/** Decodes character references; numeric ones also without `;`, as browsers do. */
export function decodeEntities(value: string): string {
  return value.replace(
    /&(?:#([0-9]{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([a-zA-Z][a-zA-Z0-9]{1,31});)/g,
    (match, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (dec !== undefined) return codePointText(Number.parseInt(dec, 10));
      if (hex !== undefined) return codePointText(Number.parseInt(hex, 16));
      return (name && NAMED_ENTITIES[name]) ?? match;
    },
  );
}

/**
 * A URL is kept when, once decoded and stripped of the whitespace and control characters
 * browsers ignore, it is http(s), mailto or tel, or has no scheme at all (a relative link).
 * Any `&` left before the first `/`, `?` or `#` is an entity we do not know and could hide a
 * scheme, so such a URL is refused; so are backslashes (browsers read them as `/`).
 */
function safeUrl(raw: string, kind: 'link' | 'image'): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these in URLs
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!value || value.includes('\\')) return null;
  const head = value.split(/[/?#]/, 1)[0] ?? '';
  if (head.includes('&')) return null;
  if (kind === 'image') {
    // Same-origin paths only (the CSP allows no other image host).
    return value.startsWith('/') && !value.startsWith('//') ? value : null;
  }
  const scheme = /^([^/?#]*?):/.exec(value);
  if (!scheme) return value;
  return /^(https?|mailto|tel)$/i.test(scheme[1]!) ? value : null;
}

function safeAttribute(name: string, raw: string): string | null {
  switch (name) {
    case 'href':
      return safeUrl(raw, 'link');
    case 'src':
      return safeUrl(raw, 'image');
    case 'colspan':
    case 'rowspan':
    case 'width':
    case 'height':
    case 'start':
      return /^\s*[0-9]{1,4}\s*$/.test(raw) ? raw.trim() : null;
    case 'scope':
      return /^(row|col|rowgroup|colgroup)$/i.test(raw.trim()) ? raw.trim().toLowerCase() : null;
    case 'alt':
    case 'title':
      return decodeEntities(raw).slice(0, 300);
    default:
      return null;
  }
}

interface Tag {
  name: string;
  end: boolean;
  selfClosing: boolean;
  attributes: [string, string][];
  /** Index just past the tag's `>`. */
  next: number;
}

const WHITESPACE = /[\t\n\f\r ]/;

/** Reads a start or end tag at `start` (which holds `<`); null when the input ends first. */
function readTag(html: string, start: number): Tag | null {
  let i = start + 1;
  const end = html[i] === '/';
  if (end) i++;
  let name = '';
  while (i < html.length && !WHITESPACE.test(html[i]!) && html[i] !== '/' && html[i] !== '>') {
    name += html[i];
    i++;
  }
  const attributes: [string, string][] = [];
  let selfClosing = false;
  while (i < html.length) {
    const ch = html[i]!;
    if (ch === '>') return { name: name.toLowerCase(), end, selfClosing, attributes, next: i + 1 };
    if (WHITESPACE.test(ch)) {
      i++;
      continue;
    }
    if (ch === '/') {
      selfClosing = html[i + 1] === '>';
      i++;
      continue;
    }
    // Attribute name: up to whitespace, '/', '>' or '=' (a leading '=' belongs to the name).
    let attrName = ch;
    i++;
    while (
      i < html.length &&
      !WHITESPACE.test(html[i]!) &&
      html[i] !== '/' &&
      html[i] !== '>' &&
      html[i] !== '='
    ) {
      attrName += html[i];
      i++;
    }
    while (i < html.length && WHITESPACE.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && WHITESPACE.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        while (i < html.length && !WHITESPACE.test(html[i]!) && html[i] !== '>') {
          value += html[i];
          i++;
        }
      }
    }
    attributes.push([attrName.toLowerCase(), value]);
  }
  return null;
}

/** Index just past the end tag `</name ...>` at or after `from`; the input's end when none. */
function skipPastEndTag(html: string, from: number, name: string): number {
  const pattern = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'gi');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  if (!match) return html.length;
  const close = html.indexOf('>', match.index);
  return close === -1 ? html.length : close + 1;
}

/** Index just past the element `name` opened before `from`, counting nested ones. */
function skipSubtree(html: string, from: number, name: string): number {
  let depth = 1;
  let i = from;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) return html.length;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (!/[a-zA-Z/]/.test(html[lt + 1] ?? '')) {
      i = lt + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) return html.length;
    i = tag.next;
    if (tag.name !== name) continue;
    if (tag.end) depth--;
    else if (!tag.selfClosing) depth++;
    if (depth === 0) return i;
  }
  return html.length;
}

/** The start tag as we write it; null when it is useless without an unsafe attribute. */
function renderStartTag(name: string, attributes: [string, string][]): string | null {
  const allowed = ALLOWED[name] ?? [];
  const seen = new Set<string>();
  let out = `<${name}`;
  let externalLink = false;
  for (const [attrName, raw] of attributes) {
    if (!allowed.includes(attrName) || seen.has(attrName)) continue;
    seen.add(attrName);
    const value = safeAttribute(attrName, raw);
    if (value === null) {
      seen.delete(attrName);
      continue;
    }
    if (attrName === 'href' && /^(https?:)?\/\//i.test(value)) externalLink = true;
    out += ` ${attrName}="${escapeAttribute(value)}"`;
  }
  if (name === 'img' && !seen.has('src')) return null;
  if (externalLink) out += ' rel="nofollow noopener noreferrer"';
  return `${out}>`;
}

/** Product description HTML reduced to a safe allowlist (see the module comment). */
export function sanitizeProductHtml(input: unknown): string {
  if (typeof input !== 'string' || input === '') return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is never content
  const html = input.toWellFormed().replace(/\u0000/g, '');
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      // Comment: dropped. (A browser ends `<!-->` at once; dropping more is still safe.)
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (next === '!' || next === '?' || (next === '/' && !/[a-zA-Z]/.test(html[lt + 2] ?? ''))) {
      // Doctype, CDATA, processing instruction, bogus comment: dropped up to '>'.
      const close = html.indexOf('>', lt + 1);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    if (!/[a-zA-Z/]/.test(next)) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) break; // unterminated tag at the end: browsers drop it too
    i = tag.next;
    if (!tag.end && tag.name === 'plaintext') break;
    if (!tag.end && RAW_TEXT.has(tag.name)) {
      i = skipPastEndTag(html, i, tag.name);
      continue;
    }
    if (!tag.end && DROP_SUBTREE.has(tag.name)) {
      if (!tag.selfClosing) i = skipSubtree(html, i, tag.name);
      continue;
    }
    const name = RENAMED[tag.name] ?? tag.name;
    if (!(name in ALLOWED)) continue;
    if (tag.end) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const rendered = renderStartTag(name, tag.attributes);
    if (rendered === null) continue;
    out += rendered;
    if (!VOID.has(name)) open.push(name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
