/**
 * Whole-picture compositions (SVG documents) built from the product drawings:
 * product views, category tiles, hero slides, video stills, store fronts and
 * brand images.
 */
import { boxOf, defaultColour, drawKind, FAMILY, placement } from './art.ts';
import {
  BRAND,
  esc,
  FONT,
  fitText,
  hashString,
  mix,
  prng,
  shade,
  svgDoc,
  textLines,
  textWidth,
} from './svg.ts';

/** Places a 400x400 drawing so its centre-bottom (200,380) lands at (x, y), scaled by s. */
export function place(
  kind: string,
  colour: string | null | undefined,
  x: number,
  y: number,
  s: number,
  extra = '',
): string {
  const art = drawKind(kind, colour);
  return `<g transform="translate(${(x - 200 * s).toFixed(1)} ${(y - 380 * s).toFixed(1)}) scale(${s})${extra}">${art.body}</g>`;
}

function floorShadow(x: number, y: number, w: number, opacity = 0.16): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${w * 0.07}" fill="#1d2a2e" opacity="${opacity}"/><ellipse cx="${x}" cy="${y}" rx="${w * 0.36}" ry="${w * 0.045}" fill="#1d2a2e" opacity="${opacity}"/>`;
}

/**
 * Places a drawing scaled to fit maxW x maxH, its drawn extent centred on cx
 * and its lowest point on floorY. Returns the svg and the scale used.
 */
export function placeFit(
  kind: string,
  colour: string | null | undefined,
  cx: number,
  floorY: number,
  maxW: number,
  maxH: number,
  wrap: (inner: string, s: number) => string = (inner) => inner,
): { svg: string; s: number; w: number; h: number } {
  const [x0, y0, x1, y1] = boxOf(kind);
  const s = Math.min(maxW / (x1 - x0), maxH / (y1 - y0));
  const art = drawKind(kind, colour);
  const tx = cx - ((x0 + x1) / 2) * s;
  const ty = floorY - y1 * s;
  return {
    svg: `<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${s.toFixed(4)})">${wrap(art.body, s)}</g>`,
    s,
    w: (x1 - x0) * s,
    h: (y1 - y0) * s,
  };
}

/** A soft tint derived from the product colour, for studio backgrounds. */
function studioTint(kind: string, colour: string): string {
  const base = mix(colour, '#ffffff', 0.86);
  const family = FAMILY[kind] ?? '';
  const warm = ['sofa', 'rack', 'mat', 'grinder'].includes(family);
  return mix(base, warm ? '#f6efe4' : '#eef4f5', 0.55);
}

// ---------------------------------------------------------------------------
// Product images (900x1080)
// ---------------------------------------------------------------------------

export const PRODUCT_W = 900;
export const PRODUCT_H = 1080;

function studio(tint: string, w: number, h: number, floorY: number): [string, string] {
  const defs = `<linearGradient id="bgw" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${shade(tint, 0.5)}"/><stop offset="1" stop-color="${tint}"/></linearGradient><linearGradient id="bgf" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${shade(tint, -0.03)}"/><stop offset="1" stop-color="${shade(tint, 0.25)}"/></linearGradient>`;
  const body = `<rect width="${w}" height="${h}" fill="url(#bgw)"/><rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#bgf)"/><ellipse cx="${w / 2}" cy="${h * 0.42}" rx="${w * 0.42}" ry="${h * 0.34}" fill="#ffffff" opacity="0.45"/>`;
  return [defs, body];
}

/** Fitting box for studio shots; chimneys run off the top edge like a real duct. */
function studioFit(kind: string): { maxW: number; maxH: number } {
  if (FAMILY[kind] === 'chimney') return { maxW: 700, maxH: 900 };
  return { maxW: 700, maxH: 700 };
}

export function productFront(kind: string, colour: string | null): string {
  const c = colour ?? defaultColour(kind);
  const { maxW, maxH } = studioFit(kind);
  const [, , , y1] = boxOf(kind);
  const probe = placeFit(kind, c, 450, 0, maxW, maxH);
  const floorY = FAMILY[kind] === 'chimney' ? y1 * probe.s : Math.min(900, 560 + probe.h / 2);
  const fit = placeFit(kind, c, 450, floorY, maxW, maxH);
  const [defs, bg] = studio(studioTint(kind, c), PRODUCT_W, PRODUCT_H, floorY - 60);
  return svgDoc(
    PRODUCT_W,
    PRODUCT_H,
    bg + floorShadow(450, floorY + 6, Math.max(360, fit.w * 0.95)) + fit.svg,
    defs,
  );
}

/** An SVG filter that extrudes a drawing back and to the right in a darker tone. */
function extrudeFilter(id: string, colour: string, steps: number, dx: number, dy: number): string {
  let offs = '';
  let merge = '';
  for (let i = 1; i <= steps; i++) {
    offs += `<feOffset in="SourceAlpha" dx="${(dx * i).toFixed(2)}" dy="${(-dy * i).toFixed(2)}" result="o${i}"/>`;
    merge += `<feMergeNode in="o${i}"/>`;
  }
  return `<filter id="${id}" x="-15%" y="-15%" width="140%" height="130%">${offs}<feMerge result="m">${merge}</feMerge><feFlood flood-color="${colour}"/><feComposite in2="m" operator="in" result="side"/><feMerge><feMergeNode in="side"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
}

export function productAngled(kind: string, colour: string | null): string {
  const c = colour ?? defaultColour(kind);
  const tint = mix(studioTint(kind, c), '#f3ede4', 0.5);
  const fam = FAMILY[kind];
  const { maxW, maxH } = studioFit(kind);
  const probe = placeFit(kind, c, 450, 0, maxW, maxH);
  const [, , , y1] = boxOf(kind);
  const floorY = fam === 'chimney' ? y1 * probe.s : Math.min(910, 580 + probe.h / 2);
  const [defs0, bg] = studio(tint, PRODUCT_W, PRODUCT_H, floorY - 70);
  const side = mix(shade(c, isLightish(c) ? -0.22 : -0.38), '#6b737c', 0.25);
  const flat = fam === 'mat';
  const defs = defs0 + extrudeFilter('ex', side, 6, 1.6, 1.0);
  const fit = placeFit(kind, c, 430, floorY, maxW * 0.92, maxH, (inner) =>
    flat ? inner : `<g filter="url(#ex)">${inner}</g>`,
  );
  // A gentle turn: compress horizontally and let the right side recede.
  const turned = `<g transform="translate(430 ${floorY}) matrix(0.93 -0.035 0 1 0 0) translate(-430 ${-floorY})">${fit.svg}</g>`;
  return svgDoc(
    PRODUCT_W,
    PRODUCT_H,
    bg + floorShadow(470, floorY + 4, Math.max(380, fit.w * 1.05), 0.2) + turned,
    defs,
  );
}

function isLightish(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255 > 0.7;
}

export function productDetail(kind: string, colour: string | null): string {
  const c = colour ?? defaultColour(kind);
  const art = drawKind(kind, c);
  const tint = studioTint(kind, c);
  const { x, y, r } = art.detail;
  const s = 330 / r;
  const body =
    `<rect width="900" height="1080" fill="${shade(tint, 0.35)}"/>` +
    `<clipPath id="dc"><rect x="40" y="40" width="820" height="1000" rx="36"/></clipPath>` +
    `<rect x="40" y="40" width="820" height="1000" rx="36" fill="${tint}"/>` +
    `<g clip-path="url(#dc)"><g transform="translate(${(450 - x * s).toFixed(1)} ${(540 - y * s).toFixed(1)}) scale(${s.toFixed(3)})">${art.body}</g></g>` +
    `<rect x="40" y="40" width="820" height="1000" rx="36" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.8"/>` +
    `<circle cx="790" cy="110" r="40" fill="#ffffff" opacity="0.92"/><circle cx="784" cy="104" r="16" fill="none" stroke="${BRAND.teal}" stroke-width="5"/><line x1="796" y1="116" x2="808" y2="128" stroke="${BRAND.teal}" stroke-width="6" stroke-linecap="round"/>`;
  return svgDoc(900, 1080, body);
}

function windowWithCurtain(x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#cfe7f3" stroke="#ffffff" stroke-width="14"/><path d="M${x} ${y + h * 0.7} q${w * 0.3} -50 ${w * 0.6} -10 t${w * 0.4} -20 L${x + w} ${y + h} L${x} ${y + h} Z" fill="#a9cf9a" opacity="0.8"/><line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#ffffff" stroke-width="8"/><path d="M${x - 30} ${y - 20} L${x + 40} ${y - 20} Q${x + 20} ${y + h / 2} ${x + 44} ${y + h + 30} L${x - 30} ${y + h + 30} Z" fill="#e7a96a"/><path d="M${x + w + 30} ${y - 20} L${x + w - 40} ${y - 20} Q${x + w - 20} ${y + h / 2} ${x + w - 44} ${y + h + 30} L${x + w + 30} ${y + h + 30} Z" fill="#e7a96a"/><rect x="${x - 50}" y="${y - 30}" width="${w + 100}" height="10" rx="5" fill="#8a5a3b"/>`;
}

function plant(x: number, y: number, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 Q-60 -80 -20 -170 Q0 -90 0 0 Z" fill="#4f9a5c"/><path d="M0 0 Q50 -90 30 -190 Q10 -90 0 0 Z" fill="#3f8a4f"/><path d="M0 0 Q-90 -40 -90 -110 Q-30 -60 0 0 Z" fill="#5fae68"/><path d="M0 0 Q90 -50 80 -120 Q30 -60 0 0 Z" fill="#4f9a5c"/><path d="M-40 0 L40 0 L30 70 L-30 70 Z" fill="#c46a3b"/><rect x="-46" y="-6" width="92" height="14" rx="4" fill="#a85a30"/></g>`;
}

function frame(x: number, y: number, w: number, h: number, seed: number): string {
  const r = prng(seed);
  const a = ['#f2a33a', '#0f5e63', '#d9822b', '#6aa5a9'][Math.floor(r() * 4)];
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff" stroke="#8a5a3b" stroke-width="8"/><circle cx="${x + w * 0.65}" cy="${y + h * 0.35}" r="${w * 0.12}" fill="${a}"/><path d="M${x + 10} ${y + h - 10} L${x + w * 0.4} ${y + h * 0.45} L${x + w * 0.7} ${y + h - 10} Z" fill="#6aa5a9"/><path d="M${x + w * 0.45} ${y + h - 10} L${x + w * 0.7} ${y + h * 0.6} L${x + w - 10} ${y + h - 10} Z" fill="#0f5e63"/>`;
}

export function productLifestyle(kind: string, colour: string | null, seed: number): string {
  const c = colour ?? defaultColour(kind);
  const where = placement(kind);
  const rand = prng(seed);
  const walls = ['#f3e9dc', '#e8efe9', '#efe6ee', '#e6eef3', '#f5ecd8'];
  const wall = walls[Math.floor(rand() * walls.length)] ?? '#f3e9dc';
  let body = `<rect width="900" height="1080" fill="${wall}"/>`;
  const floorY = 820;
  const floor = `<rect y="${floorY}" width="900" height="${1080 - floorY}" fill="#c9a27a"/>${[0, 1, 2, 3, 4].map((i) => `<line x1="0" y1="${floorY + 20 + i * 52}" x2="900" y2="${floorY + 20 + i * 52}" stroke="#b48c64" stroke-width="3"/>`).join('')}${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${(i * 173 + (i % 2) * 60) % 900}" y1="${floorY + 20 + (i % 5) * 52}" x2="${(i * 173 + (i % 2) * 60) % 900}" y2="${floorY + 72 + (i % 5) * 52}" stroke="#b48c64" stroke-width="3"/>`).join('')}<rect y="${floorY - 18}" width="900" height="18" fill="#ffffff" opacity="0.8"/>`;
  if (where === 'wall') {
    // bathroom: tiled wall, the geyser mounted high, a bucket and a tap below
    let tiles = `<rect width="900" height="1080" fill="#e4eef2"/>`;
    for (let yy = 0; yy < 900; yy += 90)
      tiles += `<line x1="0" y1="${yy}" x2="900" y2="${yy}" stroke="#c9d8df" stroke-width="4"/>`;
    for (let xx = 0; xx < 900; xx += 90)
      tiles += `<line x1="${xx}" y1="0" x2="${xx}" y2="900" stroke="#c9d8df" stroke-width="4"/>`;
    body =
      tiles +
      `<rect y="900" width="900" height="180" fill="#9fb4bf"/><rect y="900" width="900" height="12" fill="#8aa0ab"/>` +
      placeFit(kind, c, 380, 590, 300, 370).svg +
      `<path d="M354 520 L354 640 L560 640" fill="none" stroke="#c9ced4" stroke-width="14" stroke-linejoin="round"/><path d="M560 630 L600 630 L600 680" fill="none" stroke="#c9ced4" stroke-width="16"/><circle cx="560" cy="640" r="14" fill="#b8bec6"/>` +
      `<path d="M520 790 L680 790 L660 960 L540 960 Z" fill="#2f7fd1"/><ellipse cx="600" cy="790" rx="80" ry="16" fill="#7fc1ef"/><path d="M540 800 Q600 740 660 800" fill="none" stroke="#1f5f9f" stroke-width="8"/>` +
      `<rect x="140" y="880" width="110" height="70" rx="10" fill="#f2a33a"/><ellipse cx="195" cy="880" rx="55" ry="12" fill="#f6c26e"/><path d="M600 686 q-4 40 0 90" stroke="#9fd3f5" stroke-width="6" fill="none" opacity="0.8"/>` +
      `<rect x="700" y="120" width="140" height="30" rx="8" fill="#ffffff" opacity="0.7"/>`;
    return svgDoc(900, 1080, body);
  }
  if (where === 'counter' || where === 'ceiling') {
    // kitchen: backsplash tiles, counter top, cabinets
    const counterY = 700;
    let splash = '';
    for (let yy = 300; yy < counterY; yy += 50)
      for (let xx = ((yy / 50) % 2) * 50 - 50; xx < 900; xx += 100)
        splash += `<rect x="${xx + 3}" y="${yy + 3}" width="94" height="44" rx="4" fill="#ffffff" opacity="0.55"/>`;
    body += `<rect y="300" width="900" height="${counterY - 300}" fill="${shade(wall, -0.06)}"/>${splash}`;
    body += `<rect x="0" y="0" width="900" height="40" fill="${shade(wall, -0.1)}"/>`;
    if (where === 'ceiling') {
      const probe = placeFit(kind, c, 450, 0, 440, 900);
      body += placeFit(kind, c, 450, 40 + probe.h, 440, 900).svg;
      body += placeFit('glass', '#22252a', 450, counterY + 40, 400, 300).svg;
    } else {
      body += `<rect x="60" y="120" width="280" height="150" rx="8" fill="#b98a5e"/><rect x="72" y="132" width="124" height="126" rx="6" fill="#c99a6e"/><rect x="204" y="132" width="124" height="126" rx="6" fill="#c99a6e"/>`;
      body += `<rect x="560" y="110" width="120" height="160" rx="6" fill="#cfe7f3" stroke="#ffffff" stroke-width="10"/>`;
      body += `<g transform="translate(700 ${counterY})"><rect x="0" y="-90" width="60" height="90" rx="8" fill="#d9822b"/><rect x="70" y="-60" width="50" height="60" rx="8" fill="#0f5e63"/><rect x="6" y="-104" width="48" height="16" rx="4" fill="#8a5a3b"/></g>`;
      body += placeFit(kind, c, 380, counterY + 8, FAMILY[kind] === 'stove' ? 440 : 280, 330).svg;
    }
    body += `<rect y="${counterY}" width="900" height="26" fill="#3a3f47"/><rect y="${counterY + 26}" width="900" height="${1080 - counterY - 26}" fill="#b98a5e"/>`;
    for (let xx = 20; xx < 900; xx += 220)
      body += `<rect x="${xx}" y="${counterY + 50}" width="200" height="300" rx="8" fill="#c99a6e"/><rect x="${xx + 86}" y="${counterY + 70}" width="28" height="8" rx="4" fill="#8a5a3b"/>`;
    return svgDoc(900, 1080, body);
  }
  // living room floor scene
  const fam = FAMILY[kind];
  const big = fam === 'sofa' || fam === 'mat';
  body +=
    windowWithCurtain(fam === 'sofa' ? 330 : 560, 150, 240, 300) +
    frame(fam === 'sofa' ? 90 : 110, 220, 150, 120, seed) +
    floor +
    (fam === 'sofa' ? '' : plant(160, 800, 1.1));
  const x = fam === 'sofa' ? 450 : fam === 'mat' ? 470 : 540;
  const y = fam === 'mat' ? 1010 : 940;
  const fit = big
    ? placeFit(kind, c, x, y, 720, 380)
    : placeFit(kind, c, x, y, fam === 'rack' ? 400 : 360, fam === 'rack' ? 520 : 470);
  body += floorShadow(x, y + 4, fit.w * 1.05, 0.18) + fit.svg;
  if (fam === 'sofa') body += plant(840, 910, 0.9);
  return svgDoc(900, 1080, body);
}

// ---------------------------------------------------------------------------
// Placeholder and category tiles
// ---------------------------------------------------------------------------

export function placeholder(): string {
  return svgDoc(
    900,
    1080,
    `<rect width="900" height="1080" fill="#f1f3f4"/><g transform="translate(450 500)" fill="none" stroke="#c3cace" stroke-width="18" stroke-linejoin="round" stroke-linecap="round"><path d="M-150 -10 L0 -140 L150 -10"/><path d="M-110 -40 L-110 130 L110 130 L110 -40"/><rect x="-36" y="40" width="72" height="90"/></g><text x="450" y="760" font-family="${FONT}" font-size="38" fill="#9aa4aa" text-anchor="middle">Image coming soon</text>`,
  );
}

function categoryFit(kind: string, c: string): string {
  const probe = placeFit(kind, c, 200, 0, 300, 290);
  const floorY = FAMILY[kind] === 'chimney' ? probe.h : Math.min(356, 205 + probe.h / 2);
  return (
    floorShadow(200, floorY + 4, Math.max(200, probe.w * 0.95)) +
    placeFit(kind, c, 200, floorY, 300, 290).svg
  );
}

export function categoryTile(kinds: { kind: string; colour?: string | null }[]): string {
  const bg = `<rect width="400" height="400" fill="#f4f1ea"/>`;
  if (kinds.length === 1) {
    const { kind, colour } = kinds[0]!;
    const c = colour ?? defaultColour(kind);
    const tint = studioTint(kind, c);
    return svgDoc(
      400,
      400,
      `<rect width="400" height="400" fill="${shade(tint, 0.3)}"/><circle cx="200" cy="196" r="168" fill="${tint}"/>` +
        categoryFit(kind, c),
    );
  }
  let body = bg;
  const tints = ['#e3eff0', '#f6ead8', '#eae7f3', '#e6f0e2'];
  kinds.slice(0, 4).forEach(({ kind, colour }, i) => {
    const x = (i % 2) * 200;
    const y = Math.floor(i / 2) * 200;
    body += `<rect x="${x + 6}" y="${y + 6}" width="188" height="188" rx="18" fill="${tints[i]}"/>`;
    const fit = placeFit(kind, colour, x + 100, y + 172, 150, 140);
    body += floorShadow(x + 100, y + 175, Math.max(90, fit.w)) + fit.svg;
  });
  return svgDoc(400, 400, body);
}

// ---------------------------------------------------------------------------
// Themes for slides and videos
// ---------------------------------------------------------------------------

export type Theme = 'teal' | 'sun' | 'sky' | 'leaf' | 'rose' | 'sand' | 'night' | 'ink';

const THEMES: Record<Theme, { a: string; b: string; glow: string; eyebrow: string }> = {
  teal: { a: '#0f5e63', b: '#0a4246', glow: '#3fa3a0', eyebrow: '#ffd58a' },
  sun: { a: '#0f5e63', b: '#0b474b', glow: '#f2a33a', eyebrow: '#ffd58a' },
  sky: { a: '#17507a', b: '#0f3a5a', glow: '#4e9bd1', eyebrow: '#ffd58a' },
  leaf: { a: '#1f5a3c', b: '#153f2a', glow: '#6fb07c', eyebrow: '#ffd58a' },
  rose: { a: '#7a2a3d', b: '#551c2a', glow: '#d0677d', eyebrow: '#ffd58a' },
  sand: { a: '#6b4426', b: '#4a2f1a', glow: '#d9a565', eyebrow: '#ffe3a8' },
  night: { a: '#1f2c4a', b: '#141d33', glow: '#5b74b3', eyebrow: '#ffd58a' },
  ink: { a: '#1d3138', b: '#111f24', glow: '#3f8f96', eyebrow: '#ffd58a' },
};

function themeBg(
  theme: Theme,
  w: number,
  h: number,
  glowX: number,
  glowY: number,
  glowR: number,
): [string, string] {
  const t = THEMES[theme] ?? THEMES.teal;
  const defs = `<linearGradient id="tbg" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${t.a}"/><stop offset="1" stop-color="${t.b}"/></linearGradient><radialGradient id="tgl"><stop offset="0" stop-color="${t.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${t.glow}" stop-opacity="0"/></radialGradient>`;
  const body = `<rect width="${w}" height="${h}" fill="url(#tbg)"/><circle cx="${glowX}" cy="${glowY}" r="${glowR}" fill="url(#tgl)"/>`;
  return [defs, body];
}

/** The house mark used in the logo, drawn in a 40x40 box. */
export function houseMark(fill: string, door: string): string {
  const house =
    'M20 3 L37 17 Q38.5 18.3 37 19.5 L34 19.5 L34 35 Q34 37 32 37 L8 37 Q6 37 6 35 L6 19.5 L3 19.5 Q1.5 18.3 3 17 Z';
  const doorPath = 'M16 37 L16 27 Q16 24 20 24 Q24 24 24 27 L24 37 Z';
  const chimney = `<rect x="25" y="6" width="5" height="8" fill="${fill}"/>`;
  if (door === 'none') {
    // Door as a see-through cut-out, so the mark works on any background.
    return `<path d="${house} ${doorPath}" fill="${fill}" fill-rule="evenodd"/>${chimney}`;
  }
  return `<path d="${house}" fill="${fill}"/><path d="${doorPath}" fill="${door}"/>${chimney}`;
}

/** Logo lockup (house + wordmark) at (x, y) with the given height. */
export function logoLockup(
  x: number,
  y: number,
  h: number,
  colour: string,
  door: string,
  sub = colour,
): string {
  const s = h / 40;
  return `<g transform="translate(${x} ${y}) scale(${s})">${houseMark(colour, door)}<text x="46" y="21" font-family="${FONT}" font-weight="bold" font-size="19" fill="${colour}">Gruha</text><text x="46.5" y="34.5" font-family="${FONT}" font-size="9.6" letter-spacing="1.6" fill="${sub}">APPLIANCES</text></g>`;
}

function ctaPill(x: number, y: number, text: string, size: number): string {
  const w = textWidth(text, size, true) * 1.05 + size * 3;
  const h = size * 2.3;
  return `<rect x="${x}" y="${y}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="${(h / 2).toFixed(0)}" fill="${BRAND.accent}"/><text x="${(x + size * 1.1).toFixed(0)}" y="${(y + h * 0.66).toFixed(0)}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${BRAND.ink}">${esc(text)}</text><path d="M${(x + w - size * 1.25).toFixed(0)} ${(y + h * 0.36).toFixed(0)} l${(size * 0.38).toFixed(0)} ${(h * 0.14).toFixed(0)} l-${(size * 0.38).toFixed(0)} ${(h * 0.14).toFixed(0)}" fill="none" stroke="${BRAND.ink}" stroke-width="${(size * 0.14).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function eyebrowTag(x: number, y: number, text: string, size: number, colour: string): string {
  const t = text.toUpperCase();
  const w = textWidth(t, size, true) * 1.12 + size * 1.6;
  return `<rect x="${x}" y="${y}" width="${w.toFixed(0)}" height="${(size * 1.9).toFixed(0)}" rx="${(size * 0.95).toFixed(0)}" fill="#ffffff" opacity="0.14"/><text x="${x + size * 0.8}" y="${(y + size * 1.32).toFixed(0)}" font-family="${FONT}" font-weight="bold" font-size="${size}" letter-spacing="${(size * 0.08).toFixed(1)}" fill="${colour}">${esc(t)}</text>`;
}

/** A light round stage with one or two products on it. */
function stage(
  arts: string[],
  colours: string[],
  cx: number,
  floorY: number,
  size: number,
): string {
  let s = `<ellipse cx="${cx}" cy="${floorY - size * 0.42}" rx="${size * 0.56}" ry="${size * 0.56}" fill="#ffffff" opacity="0.1"/><ellipse cx="${cx}" cy="${floorY - size * 0.42}" rx="${size * 0.46}" ry="${size * 0.46}" fill="#ffffff" opacity="0.1"/>`;
  s += `<ellipse cx="${cx}" cy="${floorY + 6}" rx="${size * 0.52}" ry="${size * 0.07}" fill="#000000" opacity="0.22"/>`;
  if (arts.length === 1) {
    s += placeFit(arts[0]!, colours[0], cx, floorY, size * 0.95, size * 0.85).svg;
  } else {
    s += placeFit(arts[0]!, colours[0], cx - size * 0.2, floorY, size * 0.62, size * 0.8).svg;
    s += placeFit(arts[1]!, colours[1], cx + size * 0.3, floorY + 4, size * 0.42, size * 0.58).svg;
  }
  return s;
}

export interface SlideSpec {
  eyebrow: string;
  headline: string;
  subline: string;
  cta: string;
  art: string[];
  colours: string[];
  theme: Theme;
}

export function slideDesktop(sp: SlideSpec): string {
  const W = 1600;
  const H = 560;
  const [defs, bg] = themeBg(sp.theme, W, H, 1200, 280, 520);
  const t = THEMES[sp.theme] ?? THEMES.teal;
  const head = fitText(sp.headline, 62, 840, 2, true);
  const lh = head.size * 1.12;
  // Centre the text block (eyebrow, headline, sub-line, button) below the logo.
  const blockH = 64 + head.size * 0.8 + (head.lines.length - 1) * lh + 58 + 44 + 55;
  const top = Math.round(110 + (H - 110 - 30 - blockH) / 2 + 64 + head.size * 0.8);
  let body = bg;
  body += `<path d="M0 ${H} L0 ${H - 60} Q400 ${H - 110} 900 ${H - 40} T${W} ${H - 50} L${W} ${H} Z" fill="#ffffff" opacity="0.04"/>`;
  body += logoLockup(96, 44, 40, '#ffffff', t.a, '#cfe5e5');
  body += eyebrowTag(96, top - head.size * 0.8 - 64, sp.eyebrow, 20, t.eyebrow);
  body += textLines(head.lines, 96, top, head.size, {
    fill: '#ffffff',
    weight: 'bold',
    lineHeight: 1.12,
  });
  const subY = top + (head.lines.length - 1) * lh + 58;
  const sub = fitText(sp.subline, 27, 760, 1);
  body += textLines(sub.lines, 96, subY, sub.size, { fill: '#e3efef' });
  body += ctaPill(96, subY + 44, sp.cta || 'Shop now', 24);
  body += stage(sp.art, sp.colours, 1210, 500, 430);
  return svgDoc(W, H, body, defs);
}

export function slideMobile(sp: SlideSpec): string {
  const W = 800;
  const H = 800;
  const [defs, bg] = themeBg(sp.theme, W, H, 400, 600, 420);
  const t = THEMES[sp.theme] ?? THEMES.teal;
  const head = fitText(sp.headline, 54, 680, 2, true);
  let body = bg;
  body += logoLockup(60, 40, 34, '#ffffff', t.a, '#cfe5e5');
  body += eyebrowTag(60, 104, sp.eyebrow, 18, t.eyebrow);
  const top = 200;
  body += textLines(head.lines, 60, top, head.size, {
    fill: '#ffffff',
    weight: 'bold',
    lineHeight: 1.12,
  });
  const subY = top + (head.lines.length - 1) * head.size * 1.12 + 48;
  const sub = fitText(sp.subline, 24, 680, 2);
  body += textLines(sub.lines, 60, subY, sub.size, { fill: '#e3efef' });
  const ctaY = subY + (sub.lines.length - 1) * sub.size * 1.18 + 32;
  body += ctaPill(60, ctaY, sp.cta || 'Shop now', 24);
  const floorY = 770;
  const room = floorY - (ctaY + 70);
  body += stage(sp.art, sp.colours, 450, floorY, Math.min(420, room * 1.05));
  return svgDoc(W, H, body, defs);
}

// ---------------------------------------------------------------------------
// Video stills (rendered at 1080x1920, encoded at 540x960)
// ---------------------------------------------------------------------------

export function videoScene(
  kind: string,
  colour: string,
  caption: string,
  theme: Theme,
  step: string,
): string {
  const W = 1080;
  const H = 1920;
  const [defs, bg] = themeBg(theme, W, H, 540, 900, 760);
  const t = THEMES[theme] ?? THEMES.teal;
  let body = bg;
  body += logoLockup(80, 90, 64, '#ffffff', t.a, '#cfe5e5');
  body += `<circle cx="540" cy="900" r="460" fill="#ffffff" opacity="0.1"/><circle cx="540" cy="900" r="395" fill="#ffffff" opacity="0.92"/>`;
  const fit = placeFit(kind, colour, 540, 1180, 600, 600);
  body += `<ellipse cx="540" cy="1186" rx="${Math.max(200, fit.w * 0.55)}" ry="26" fill="#000" opacity="0.15"/>`;
  body += fit.svg;
  const cap = fitText(caption, 92, 940, 2, true);
  const capY = 1490;
  body += textLines(cap.lines, 540, capY, cap.size, {
    fill: '#ffffff',
    weight: 'bold',
    anchor: 'middle',
    lineHeight: 1.12,
  });
  body += `<text x="540" y="1800" font-family="${FONT}" font-size="36" fill="${t.eyebrow}" text-anchor="middle" letter-spacing="4">${esc(step)}</text>`;
  return svgDoc(W, H, body, defs);
}

export function videoEndCard(
  title: string,
  theme: Theme,
  kinds: string[],
  colours: string[],
): string {
  const W = 1080;
  const H = 1920;
  const [defs, bg] = themeBg(theme, W, H, 540, 700, 700);
  const t = THEMES[theme] ?? THEMES.teal;
  let body = bg;
  body += logoLockup(250, 260, 120, '#ffffff', t.a, '#cfe5e5');
  body += `<rect x="120" y="520" width="840" height="640" rx="48" fill="#ffffff" opacity="0.92"/>`;
  body += `<ellipse cx="540" cy="1092" rx="300" ry="26" fill="#000" opacity="0.12"/>`;
  if (kinds.length > 1 && kinds[0] !== kinds[1]) {
    body +=
      placeFit(kinds[0]!, colours[0], 390, 1090, 420, 480).svg +
      placeFit(kinds[1]!, colours[1], 730, 1090, 280, 340).svg;
  } else body += placeFit(kinds[0]!, colours[0], 540, 1090, 560, 500).svg;
  const cap = fitText(title, 68, 900, 3, true);
  body += textLines(cap.lines, 540, 1300, cap.size, {
    fill: '#ffffff',
    weight: 'bold',
    anchor: 'middle',
    lineHeight: 1.14,
  });
  const pw = textWidth('Shop now', 44, true) * 1.05 + 44 * 3;
  body += ctaPill(540 - pw / 2, 1560, 'Shop now', 44);
  body += `<text x="540" y="1800" font-family="${FONT}" font-size="34" fill="#cfe5e5" text-anchor="middle">Trusted across Karnataka since 2016</text>`;
  return svgDoc(W, H, body, defs);
}

// ---------------------------------------------------------------------------
// Store fronts (800x600)
// ---------------------------------------------------------------------------

const STORE_WALLS = ['#f6ecd9', '#f3e1c7', '#e6efe9', '#f4e4e0', '#efe9dc', '#e7ecf3', '#f7f0c9'];
const AWNINGS: [string, string][] = [
  ['#0f5e63', '#ffffff'],
  ['#d9822b', '#ffffff'],
  ['#0f5e63', '#f2a33a'],
  ['#b03a3a', '#ffffff'],
];
const WINDOW_KINDS = [
  'twintub',
  'instant',
  'desert',
  'fabric',
  'mixer',
  'pressure',
  'open',
  'wetdry',
  'storage',
  'monoblock',
  'glass',
  'personal',
];

export function storeFront(code: string, town: string, area: string): string {
  const r = prng(hashString(code));
  const pick = <T>(a: T[]): T => a[Math.floor(r() * a.length)]!;
  const wall = pick(STORE_WALLS);
  const [aw1, aw2] = pick(AWNINGS);
  const twoStorey = r() < 0.6;
  const W = 800;
  const H = 600;
  let body = `<defs><linearGradient id="sky" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#8fc6e8"/><stop offset="1" stop-color="#dff0f7"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  // clouds and sun
  body += `<circle cx="${660 + r() * 80}" cy="70" r="34" fill="#fff3c4"/>`;
  for (let i = 0; i < 2; i++) {
    const cx = 80 + r() * 600;
    const cy = 40 + r() * 50;
    body += `<g fill="#ffffff" opacity="0.9"><ellipse cx="${cx}" cy="${cy}" rx="46" ry="16"/><ellipse cx="${cx + 24}" cy="${cy - 10}" rx="28" ry="16"/></g>`;
  }
  // neighbours
  body += `<rect x="0" y="170" width="90" height="330" fill="${mix(pick(STORE_WALLS), '#8aa0ab', 0.25)}"/><rect x="710" y="150" width="90" height="350" fill="${mix(pick(STORE_WALLS), '#8aa0ab', 0.25)}"/>`;
  body += `<rect x="20" y="210" width="40" height="50" fill="#9fc3d6"/><rect x="730" y="200" width="44" height="54" fill="#9fc3d6"/>`;
  // building
  const top = twoStorey ? 70 : 150;
  body += `<rect x="90" y="${top}" width="620" height="${500 - top}" fill="${wall}"/>`;
  body += `<rect x="80" y="${top - 14}" width="640" height="18" fill="${shade(wall, -0.18)}"/>`;
  if (twoStorey) {
    for (let i = 0; i < 3; i++) {
      const x = 150 + i * 190;
      body += `<rect x="${x}" y="96" width="120" height="76" rx="4" fill="#a9d1e6" stroke="#ffffff" stroke-width="8"/><line x1="${x + 60}" y1="96" x2="${x + 60}" y2="172" stroke="#ffffff" stroke-width="5"/><rect x="${x - 8}" y="172" width="136" height="10" fill="${shade(wall, -0.15)}"/>`;
    }
  }
  // sign board
  const signY = twoStorey ? 198 : 166;
  body += `<rect x="130" y="${signY}" width="540" height="92" rx="10" fill="${BRAND.teal}" stroke="${BRAND.tealDark}" stroke-width="4"/>`;
  body += `<g transform="translate(150 ${signY + 16})">${houseMark('#ffffff', BRAND.accent)}</g>`;
  const townSize = Math.min(24, Math.floor(440 / Math.max(1, (town.length + 4) * 0.64)));
  body += `<text x="420" y="${signY + 48}" font-family="${FONT}" font-weight="bold" font-size="38" fill="#ffffff" text-anchor="middle">Gruha Appliances</text>`;
  body += `<text x="420" y="${signY + 78}" font-family="${FONT}" font-weight="bold" font-size="${townSize}" letter-spacing="2" fill="${BRAND.accent}" text-anchor="middle">${esc(town.toUpperCase())}</text>`;
  // awning
  const awY = signY + 104;
  const n = 12;
  const aw = 580 / n;
  let stripes = '';
  for (let i = 0; i < n; i++)
    stripes += `<path d="M${110 + i * aw} ${awY} L${110 + (i + 1) * aw} ${awY} L${100 + (i + 1) * aw + 10} ${awY + 50} L${100 + i * aw + 10} ${awY + 50} Z" fill="${i % 2 ? aw2 : aw1}"/><path d="M${110 + i * aw + 10} ${awY + 50} a${aw / 2 - 5} ${aw / 2 - 5} 0 0 0 ${aw - 10} 0 Z" fill="${i % 2 ? aw2 : aw1}"/>`;
  body += `<rect x="104" y="${awY - 6}" width="592" height="8" rx="3" fill="${shade(aw1, -0.3)}"/>${stripes}`;
  // shop windows and door
  const winY = awY + 72;
  const winH = 500 - winY - 20;
  const [k1, k2, k3, k4] = [
    pick(WINDOW_KINDS),
    pick(WINDOW_KINDS),
    pick(WINDOW_KINDS),
    pick(WINDOW_KINDS),
  ];
  const pane = (x: number, w: number, k1: string, k2: string) =>
    `<rect x="${x}" y="${winY}" width="${w}" height="${winH}" fill="#d9eef6" stroke="#4a5059" stroke-width="8"/><rect x="${x + 4}" y="${winY + winH - 24}" width="${w - 8}" height="20" fill="#c9d3d8"/>` +
    placeFit(k1, null, x + w * 0.3, winY + winH - 8, w * 0.5, winH * 0.78).svg +
    placeFit(k2, null, x + w * 0.74, winY + winH - 8, w * 0.4, winH * 0.62).svg +
    `<path d="M${x + 14} ${winY + 14} L${x + 50} ${winY + 14} L${x + 14} ${winY + 60} Z" fill="#ffffff" opacity="0.55"/>`;
  body += pane(120, 210, k1, k2);
  body += pane(470, 210, k3, k4);
  body += `<rect x="348" y="${winY - 4}" width="104" height="${winH + 24}" fill="#4a5059"/><rect x="356" y="${winY + 4}" width="42" height="${winH + 12}" fill="#bfe0ee"/><rect x="402" y="${winY + 4}" width="42" height="${winH + 12}" fill="#bfe0ee"/><rect x="390" y="${winY + winH / 2}" width="4" height="28" fill="#c9ced4"/><rect x="406" y="${winY + winH / 2}" width="4" height="28" fill="#c9ced4"/>`;
  body += `<rect x="362" y="${winY + 24}" width="76" height="26" rx="4" fill="#ffffff"/><text x="400" y="${winY + 43}" font-family="${FONT}" font-weight="bold" font-size="14" fill="${BRAND.teal}" text-anchor="middle">OPEN</text>`;
  // pavement, plants
  body += `<rect y="500" width="${W}" height="20" fill="#b9b2a6"/><rect y="520" width="${W}" height="80" fill="#8d8a84"/><rect y="514" width="${W}" height="6" fill="#a09a90"/>`;
  for (let x = 0; x < W; x += 80)
    body += `<line x1="${x}" y1="500" x2="${x}" y2="520" stroke="#a39d92" stroke-width="2"/>`;
  body += plant(96, 440, 0.45) + plant(706, 440, 0.45);
  const extra = r();
  if (extra < 0.35) body += streetTree(r() < 0.5 ? 40 : 760, 520);
  else if (extra < 0.7)
    body += scooter(
      r() < 0.5 ? 150 : 560,
      548,
      pick(['#d63a2f', '#2f6fb5', '#f4f5f7', '#3a3f47', '#3f8f4f']),
    );
  else
    body +=
      streetTree(r() < 0.5 ? 40 : 760, 520) +
      scooter(560, 548, pick(['#d63a2f', '#2f6fb5', '#3a3f47']));
  // area strip
  if (area && area !== town) {
    body += `<rect x="${400 - textWidth(area, 16) / 2 - 16}" y="540" width="${textWidth(area, 16) + 32}" height="32" rx="16" fill="#ffffff" opacity="0.92"/><text x="400" y="562" font-family="${FONT}" font-size="16" fill="${BRAND.ink}" text-anchor="middle">${esc(area)}</text>`;
  }
  return svgDoc(W, H, body);
}

function streetTree(x: number, y: number): string {
  return `<rect x="${x - 7}" y="${y - 150}" width="14" height="150" fill="#7a5230"/><circle cx="${x}" cy="${y - 180}" r="58" fill="#4f9a5c"/><circle cx="${x - 40}" cy="${y - 150}" r="40" fill="#5fae68"/><circle cx="${x + 38}" cy="${y - 146}" r="42" fill="#3f8a4f"/><rect x="${x - 22}" y="${y - 4}" width="44" height="8" fill="#9c958a"/>`;
}

function scooter(x: number, y: number, c: string): string {
  const o = shade(c, -0.4);
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="-17" r="17" fill="#22252b"/><circle cx="${cx}" cy="-17" r="7" fill="#9aa3ab"/>`;
  return `<g transform="translate(${x} ${y})"><ellipse cx="50" cy="3" rx="80" ry="6" fill="#000" opacity="0.18"/>${wheel(0)}${wheel(112)}<rect x="24" y="-36" width="70" height="9" rx="3" fill="#3a3f47"/><path d="M-24 -26 Q-28 -62 4 -64 L52 -64 Q62 -52 44 -32 L26 -28 Q14 -44 -6 -36 Z" fill="${c}" stroke="${o}" stroke-width="2"/><rect x="-8" y="-76" width="62" height="13" rx="6" fill="#2b2f36"/><path d="M90 -30 L98 -92 L112 -92 L118 -34 Q112 -26 100 -28 Z" fill="${c}" stroke="${o}" stroke-width="2"/><path d="M104 -92 L100 -104" stroke="#3a3f47" stroke-width="6"/><path d="M88 -106 L120 -104" stroke="#22252b" stroke-width="7" stroke-linecap="round"/><circle cx="114" cy="-80" r="6" fill="#fff3c4" stroke="${o}" stroke-width="1.5"/></g>`;
}

// ---------------------------------------------------------------------------
// Brand
// ---------------------------------------------------------------------------

const LOGO_FONT = "'Segoe UI', 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

export function logoSvg(colour: string, door: string, sub: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="Gruha Appliances"><title>Gruha Appliances</title>${houseMark(colour, door)}<text x="45" y="20" font-family="${LOGO_FONT}" font-weight="700" font-size="19" fill="${colour}">Gruha</text><text x="45.5" y="34" font-family="${LOGO_FONT}" font-weight="600" font-size="9.2" letter-spacing="1.6" fill="${sub}">APPLIANCES</text></svg>\n`;
}

export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 40 40"><rect width="40" height="40" rx="9" fill="${BRAND.teal}"/><g transform="translate(5 4.5) scale(0.75)">${houseMark('#ffffff', BRAND.accent)}</g></svg>\n`;
}

export function razorpaySvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40" role="img" aria-label="Secured by Razorpay"><title>Secured by Razorpay</title><rect x="1" y="1" width="178" height="38" rx="8" fill="#ffffff" stroke="#c9d0d4" stroke-width="1.5"/><g transform="translate(12 9)"><rect x="1" y="9" width="16" height="13" rx="2.5" fill="#3b4a52"/><path d="M4.5 9 V6 a4.5 4.5 0 0 1 9 0 V9" fill="none" stroke="#3b4a52" stroke-width="2.2"/><circle cx="9" cy="15.5" r="1.8" fill="#ffffff"/></g><text x="38" y="17" font-family="${LOGO_FONT}" font-size="9.5" fill="#5b6870">Secured by</text><text x="38" y="31" font-family="${LOGO_FONT}" font-weight="700" font-size="13.5" fill="#1d2a2e">Razorpay</text></svg>\n`;
}

export function ogImage(tagline: string): string {
  const W = 1200;
  const H = 630;
  const [defs, bg] = themeBg('teal', W, H, 900, 420, 520);
  let body = bg;
  body += logoLockup(80, 80, 96, '#ffffff', BRAND.teal, '#cfe5e5');
  const tl = fitText(tagline, 40, 620, 3, true);
  body += textLines(tl.lines, 80, 260, tl.size, {
    fill: '#ffffff',
    weight: 'bold',
    lineHeight: 1.2,
  });
  body += `<text x="80" y="${260 + tl.lines.length * tl.size * 1.2 + 20}" font-family="${FONT}" font-size="24" fill="${BRAND.accent}">56 stores · Shipping across India</text>`;
  body += `<rect x="0" y="560" width="${W}" height="70" fill="#0a4246"/>`;
  body += `<ellipse cx="930" cy="330" rx="250" ry="250" fill="#ffffff" opacity="0.1"/>`;
  body +=
    placeFit('instant', '#2f6fb5', 900, 330, 150, 160).svg +
    placeFit('desert', null, 1080, 556, 150, 270).svg +
    placeFit('twintub', '#8c2338', 880, 556, 230, 190).svg +
    placeFit('mixer', '#c9302c', 700, 556, 150, 150).svg;
  return svgDoc(W, H, body, defs);
}
