/**
 * Small SVG helpers for the generated demo artwork: colour maths, escaping,
 * text wrapping and a seeded PRNG (no Math.random anywhere).
 */

export const FONT = "'DejaVu Sans', Verdana, sans-serif";

export const BRAND = {
  teal: '#0f5e63',
  tealDark: '#0a4448',
  tealLight: '#d8ecec',
  accent: '#f2a33a',
  accentDark: '#d9822b',
  ink: '#1d2a2e',
  cream: '#fbf7f0',
};

export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function parseHex(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes two colours: t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** amt > 0 lightens towards white, amt < 0 darkens towards black. */
export function shade(hex: string, amt: number): string {
  return amt >= 0 ? mix(hex, '#ffffff', amt) : mix(hex, '#000000', -amt);
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** True for near-white colours that need an outline to stand out on light backgrounds. */
export function isLight(hex: string): boolean {
  return luminance(hex) > 0.8;
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32 seeded PRNG, floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rough average glyph width of DejaVu Sans (Bold) in em. */
export function textWidth(text: string, size: number, bold = false): number {
  let w = 0;
  for (const ch of text) {
    if (ch === ' ') w += 0.32;
    else if ("il.,:;!|'’".includes(ch)) w += 0.3;
    else if ('ftrj()-–'.includes(ch)) w += 0.42;
    else if ('mwMW%'.includes(ch)) w += 0.95;
    else if (ch >= 'A' && ch <= 'Z') w += 0.72;
    else if (ch >= '0' && ch <= '9') w += 0.64;
    else w += 0.61;
  }
  return w * size * (bold ? 1.08 : 1);
}

/** Greedy word wrap by estimated width. */
export function wrap(text: string, size: number, maxWidth: number, bold = false): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Fits text into at most `maxLines` lines by shrinking the font size. */
export function fitText(
  text: string,
  size: number,
  maxWidth: number,
  maxLines: number,
  bold = false,
): { size: number; lines: string[] } {
  let s = size;
  for (;;) {
    const lines = wrap(text, s, maxWidth, bold);
    const widest = Math.max(...lines.map((l) => textWidth(l, s, bold)));
    if ((lines.length <= maxLines && widest <= maxWidth) || s < 12) return { size: s, lines };
    s = Math.round(s * 0.92);
  }
}

export function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  opts: { fill: string; weight?: string; anchor?: string; lineHeight?: number },
): string {
  const lh = (opts.lineHeight ?? 1.18) * size;
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${(y + i * lh).toFixed(1)}" font-family="${FONT}" font-size="${size}" font-weight="${opts.weight ?? 'normal'}" fill="${opts.fill}" text-anchor="${opts.anchor ?? 'start'}">${esc(l)}</text>`,
    )
    .join('');
}

export function svgDoc(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

let gradSeq = 0;
/** A unique id for gradient definitions inside one document. */
export function uid(prefix: string): string {
  gradSeq = (gradSeq + 1) % 1_000_000;
  return `${prefix}${gradSeq}`;
}
