/**
 * Flat vector illustrations of each product kind. Every drawing lives in a
 * 400x400 box, standing on the floor at y=380 and centred on x=200; the scene
 * code scales and places it. `detail` is the point a close-up zooms into.
 */
import { isLight, mix, shade, uid } from './svg.ts';

export interface Art {
  body: string;
  detail: { x: number; y: number; r: number };
}

/** Default colours per kind family when a product has no colour. */
const DEFAULTS: Record<string, string> = {
  geyser: '#f1f3f5',
  washer: '#f3f4f6',
  pressure: '#f2b705',
  vacuum: '#d63a2f',
  pump: '#2f6fb5',
  mixer: '#f2f2f2',
  grinder: '#c0c6cc',
  stove: '#c9ced4',
  chimney: '#b8bec6',
  cooler: '#f3f4f6',
  rack: '#7a4a2a',
  mat: '#3f8f4f',
  sofa: '#7b8590',
};

/** Which drawing family a product kind belongs to. */
export const FAMILY: Record<string, string> = {
  instant: 'geyser',
  storage: 'geyser',
  horizontal: 'geyser',
  gas: 'geyser',
  portable: 'washer',
  foldable: 'washer',
  twintub: 'washer',
  pressure: 'pressure',
  cordless: 'pressure',
  compact: 'pressure',
  wetdry: 'vacuum',
  canister: 'vacuum',
  handheld: 'vacuum',
  stick: 'vacuum',
  blower: 'vacuum',
  monoblock: 'pump',
  submersible: 'pump',
  openwell: 'pump',
  booster: 'pump',
  mixer: 'mixer',
  juicer: 'mixer',
  blender: 'mixer',
  wetgrinder: 'grinder',
  tilting: 'grinder',
  commercial: 'grinder',
  steel: 'stove',
  glass: 'stove',
  hob: 'stove',
  pyramid: 'chimney',
  curved: 'chimney',
  straight: 'chimney',
  angular: 'chimney',
  island: 'chimney',
  personal: 'cooler',
  desert: 'cooler',
  tower: 'cooler',
  window: 'cooler',
  open: 'rack',
  cabinet: 'rack',
  metal: 'rack',
  bench: 'rack',
  mat: 'mat',
  placemat: 'mat',
  fabric: 'sofa',
  'fabric-bed': 'sofa',
  wooden: 'sofa',
  futon: 'sofa',
  leatherette: 'sofa',
  lshape: 'sofa',
};

/** Best kind to illustrate a category (by name). */
export const CATEGORY_KIND: Record<string, string> = {
  'Instant Geysers': 'instant',
  'Portable Washing Machine': 'portable',
  'Semi Automatic washing Machine': 'twintub',
  'High Pressure Washers': 'pressure',
  'Vaccum Cleaners': 'wetdry',
  'Water Pumps': 'monoblock',
  'Mixers and Wet Grinders': 'mixer',
  'Gas Stoves': 'glass',
  Chimneys: 'pyramid',
  'Air coolers': 'desert',
  'Shoe Racks': 'open',
  'Korai Mat': 'mat',
  'Sofa cum Beds': 'fabric',
};

export function defaultColour(kind: string): string {
  if (kind === 'glass' || kind === 'hob') return '#22252a';
  if (kind === 'metal') return '#8a8f96';
  if (kind === 'wooden') return '#8a5a3b';
  if (kind === 'leatherette') return '#2a2b2f';
  if (kind === 'stick' || kind === 'handheld') return '#7a3fa0';
  if (kind === 'canister') return '#2f6fb5';
  if (kind === 'cordless') return '#2e9c5a';
  if (kind === 'juicer') return '#f2f2f2';
  if (kind === 'blender') return '#2b2d31';
  if (kind === 'submersible') return '#9aa3ab';
  if (kind === 'placemat') return '#b8322c';
  if (kind === 'futon') return '#b5562f';
  if (kind === 'lshape') return '#5b6b4f';
  if (kind === 'island' || kind === 'curved') return '#24272c';
  if (kind === 'tower' || kind === 'window') return '#f3f4f6';
  if (kind === 'foldable') return '#3aa59b';
  return DEFAULTS[FAMILY[kind] ?? 'geyser'] ?? '#8a9aa6';
}

// ---------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------

const STEEL = '#c9ced4';
const DARK = '#2b2f36';
const RUBBER = '#22252b';

function outline(c: string): string {
  return isLight(c) ? '#8d98a3' : shade(c, -0.45);
}

/** Horizontal 'cylinder' shading gradient; returns [defs, url]. */
function cyl(c: string): [string, string] {
  const id = uid('cy');
  return [
    `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${shade(c, -0.12)}"/><stop offset="0.35" stop-color="${shade(c, 0.18)}"/><stop offset="0.7" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, -0.22)}"/></linearGradient>`,
    `url(#${id})`,
  ];
}

/** Vertical soft gradient (top lighter). */
function vgrad(c: string, top = 0.12, bottom = -0.1): [string, string] {
  const id = uid('vg');
  return [
    `<linearGradient id="${id}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${shade(c, top)}"/><stop offset="1" stop-color="${shade(c, bottom)}"/></linearGradient>`,
    `url(#${id})`,
  ];
}

function defs(...d: string[]): string {
  return `<defs>${d.join('')}</defs>`;
}

function knob(x: number, y: number, r: number, c = '#e9ecef', pointer = -40): string {
  const a = (pointer * Math.PI) / 180;
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" stroke="${shade(c, -0.4)}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="${shade(c, 0.25)}"/><line x1="${x}" y1="${y}" x2="${(x + Math.sin(a) * r * 0.7).toFixed(1)}" y2="${(y - Math.cos(a) * r * 0.7).toFixed(1)}" stroke="${DARK}" stroke-width="${Math.max(2, r * 0.16)}" stroke-linecap="round"/>`;
}

function dial(x: number, y: number, r: number, ring: string): string {
  let ticks = '';
  for (let i = 0; i < 9; i++) {
    const a = ((-120 + i * 30) * Math.PI) / 180;
    const x1 = x + Math.sin(a) * r * 1.18;
    const y1 = y - Math.cos(a) * r * 1.18;
    const x2 = x + Math.sin(a) * r * 1.32;
    const y2 = y - Math.cos(a) * r * 1.32;
    const col = i < 3 ? '#2f7fd1' : i < 6 ? '#f2a33a' : '#d63a2f';
    ticks += `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${col}" stroke-width="4" stroke-linecap="round"/>`;
  }
  return `<circle cx="${x}" cy="${y}" r="${r * 1.45}" fill="${shade(ring, 0.1)}" stroke="${shade(ring, -0.25)}" stroke-width="2"/>${ticks}${knob(x, y, r, '#f7f8f9', 35)}`;
}

function light(x: number, y: number, r: number, c: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r + 2}" fill="${DARK}"/><circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.35}" fill="#fff" opacity="0.7"/>`;
}

function wheel(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${RUBBER}"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#6b737c"/><circle cx="${x}" cy="${y}" r="${r * 0.2}" fill="${STEEL}"/>`;
}

function caster(x: number, y: number): string {
  return `<rect x="${x - 6}" y="${y - 22}" width="12" height="10" fill="#555c64"/><circle cx="${x}" cy="${y - 8}" r="8" fill="${RUBBER}"/>`;
}

function pipe(x: number, y1: number, y2: number, cap: string): string {
  return `<rect x="${x - 7}" y="${y1}" width="14" height="${y2 - y1}" fill="${STEEL}" stroke="#8d98a3" stroke-width="2"/><rect x="${x - 11}" y="${y2 - 12}" width="22" height="12" rx="2" fill="#b5793a" stroke="#7a5226" stroke-width="2"/><rect x="${x - 9}" y="${y1 + 6}" width="18" height="6" fill="${cap}"/>`;
}

function plate(x: number, y: number, w: number, c: string): string {
  const txt = isLight(c) || luminance2(c) > 0.55 ? '#0f5e63' : '#ffffff';
  return `<text x="${x}" y="${y}" font-family="'DejaVu Sans', sans-serif" font-weight="bold" font-size="${w}" fill="${txt}" text-anchor="middle" letter-spacing="1">GRUHA</text>`;
}

function luminance2(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

// ---------------------------------------------------------------------------
// Geysers
// ---------------------------------------------------------------------------

function geyser(kind: string, c: string): Art {
  const o = outline(c);
  const [d1, fill] = cyl(c);
  const accent = isLight(c) ? '#2f6fb5' : shade(c, 0.55);
  if (kind === 'horizontal') {
    return {
      body:
        defs(d1) +
        `<rect x="70" y="132" width="12" height="120" rx="4" fill="#9aa3ab"/>` +
        `<rect x="40" y="150" width="320" height="150" rx="75" fill="${fill}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="110" y="168" width="8" height="114" fill="${accent}" opacity="0.8"/>` +
        dial(300, 225, 20, c) +
        light(140, 285, 6, '#e53935') +
        light(160, 285, 6, '#43a047') +
        plate(200, 232, 22, c) +
        pipe(170, 300, 370, '#2f7fd1') +
        pipe(230, 300, 370, '#d63a2f'),
      detail: { x: 300, y: 225, r: 70 },
    };
  }
  if (kind === 'storage') {
    return {
      body:
        defs(d1) +
        `<rect x="128" y="22" width="144" height="318" rx="70" fill="${fill}" stroke="${o}" stroke-width="3"/>` +
        `<path d="M150 70 Q200 40 250 70" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>` +
        dial(200, 230, 20, c) +
        light(176, 290, 6, '#e53935') +
        light(224, 290, 6, '#43a047') +
        plate(200, 130, 20, c) +
        pipe(175, 338, 372, '#2f7fd1') +
        pipe(225, 338, 372, '#d63a2f'),
      detail: { x: 200, y: 250, r: 70 },
    };
  }
  if (kind === 'gas') {
    const [d2, f2] = vgrad(c);
    return {
      body:
        defs(d2) +
        `<rect x="186" y="20" width="28" height="60" fill="#9aa3ab" stroke="#6b737c" stroke-width="2"/>` +
        `<rect x="116" y="70" width="168" height="262" rx="16" fill="${f2}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="146" y="110" width="108" height="50" rx="6" fill="#1b2b33"/>` +
        `<text x="200" y="148" font-family="'DejaVu Sans Mono', monospace" font-weight="bold" font-size="32" fill="#4fe3c1" text-anchor="middle">45°</text>` +
        knob(165, 205, 20) +
        knob(235, 205, 20, '#e9ecef', 60) +
        `<rect x="140" y="250" width="120" height="56" rx="6" fill="${shade(c, -0.06)}" stroke="${o}" stroke-width="1.5"/>` +
        `<path d="M188 292 q12 -30 12 -22 q12 10 0 22 z" fill="#2f7fd1"/>` +
        plate(200, 322, 14, c) +
        pipe(160, 332, 372, '#2f7fd1') +
        pipe(240, 332, 372, '#d63a2f'),
      detail: { x: 200, y: 170, r: 80 },
    };
  }
  // instant
  return {
    body:
      defs(d1) +
      `<rect x="112" y="60" width="176" height="272" rx="44" fill="${fill}" stroke="${o}" stroke-width="3"/>` +
      `<rect x="126" y="74" width="30" height="244" rx="15" fill="#ffffff" opacity="0.25"/>` +
      `<rect x="112" y="104" width="176" height="10" fill="${accent}" opacity="0.85"/>` +
      dial(200, 190, 24, c) +
      light(182, 258, 7, '#e53935') +
      light(218, 258, 7, '#43a047') +
      plate(200, 300, 18, c) +
      pipe(170, 330, 372, '#2f7fd1') +
      pipe(230, 330, 372, '#d63a2f'),
    detail: { x: 200, y: 215, r: 75 },
  };
}

// ---------------------------------------------------------------------------
// Washing machines
// ---------------------------------------------------------------------------

function washer(kind: string, c: string): Art {
  if (kind === 'twintub') {
    const bodyC = isLight(c) ? '#f4f5f7' : '#f1f2f4';
    const lid = isLight(c) ? '#2e64a8' : c;
    const [d1, f1] = vgrad(bodyC, 0.3, -0.08);
    const [d2, f2] = vgrad(lid, 0.15, -0.15);
    const win = '#9fd0ee';
    return {
      body:
        defs(d1, d2) +
        // back control panel
        `<path d="M46 92 L354 92 L354 64 Q354 52 342 52 L58 52 Q46 52 46 64 Z" fill="${f2}" stroke="${shade(lid, -0.4)}" stroke-width="3"/>` +
        knob(86, 72, 13) +
        knob(130, 72, 13, '#e9ecef', 70) +
        knob(290, 72, 13, '#e9ecef', -70) +
        `<rect x="168" y="64" width="84" height="16" rx="4" fill="#1b2b33"/><text x="210" y="77" font-family="'DejaVu Sans', sans-serif" font-size="11" font-weight="bold" fill="#ffffff" text-anchor="middle">7.5 KG</text>` +
        // top surface
        `<path d="M36 92 L364 92 L364 126 L36 126 Z" fill="${lid}" stroke="${shade(lid, -0.4)}" stroke-width="3"/>` +
        `<rect x="52" y="96" width="168" height="26" rx="8" fill="${win}" stroke="${shade(lid, -0.4)}" stroke-width="2" opacity="0.95"/>` +
        `<rect x="236" y="96" width="112" height="26" rx="8" fill="${win}" stroke="${shade(lid, -0.4)}" stroke-width="2" opacity="0.95"/>` +
        `<path d="M60 100 L110 100" stroke="#fff" stroke-width="4" opacity="0.7" stroke-linecap="round"/>` +
        // body
        `<rect x="36" y="126" width="328" height="226" rx="10" fill="${f1}" stroke="#8d98a3" stroke-width="3"/>` +
        `<line x1="228" y1="132" x2="228" y2="346" stroke="#d3d8de" stroke-width="3"/>` +
        `<rect x="56" y="150" width="150" height="34" rx="6" fill="${lid}" opacity="0.9"/>` +
        `<text x="131" y="174" font-family="'DejaVu Sans', sans-serif" font-size="18" font-weight="bold" fill="#fff" text-anchor="middle">WASH</text>` +
        `<rect x="246" y="150" width="100" height="34" rx="6" fill="${lid}" opacity="0.9"/>` +
        `<text x="296" y="174" font-family="'DejaVu Sans', sans-serif" font-size="18" font-weight="bold" fill="#fff" text-anchor="middle">SPIN</text>` +
        `<path d="M70 240 q30 -20 60 0 t60 0" fill="none" stroke="${mix(lid, '#ffffff', 0.5)}" stroke-width="6" stroke-linecap="round"/>` +
        `<circle cx="296" cy="250" r="30" fill="none" stroke="${mix(lid, '#ffffff', 0.5)}" stroke-width="6"/><path d="M296 220 l10 -6 l-2 12" fill="${mix(lid, '#ffffff', 0.5)}"/>` +
        plate(200, 322, 18, '#ffffff') +
        `<rect x="44" y="352" width="312" height="26" rx="4" fill="#4a5059"/>`,
      detail: { x: 200, y: 85, r: 90 },
    };
  }
  if (kind === 'foldable') {
    const [d1, f1] = vgrad(c, 0.2, -0.1);
    let ridges = '';
    for (let i = 0; i < 5; i++) {
      const y = 170 + i * 36;
      ridges += `<path d="M${112 - i} ${y} Q200 ${y + 16} ${288 + i} ${y}" fill="none" stroke="${shade(c, -0.25)}" stroke-width="4"/>`;
    }
    return {
      body:
        defs(d1) +
        `<path d="M110 140 L290 140 L300 350 Q300 372 278 372 L122 372 Q100 372 100 350 Z" fill="${f1}" stroke="${outline(c)}" stroke-width="3"/>` +
        ridges +
        `<ellipse cx="200" cy="130" rx="98" ry="26" fill="#f4f6f8" stroke="#8d98a3" stroke-width="3"/>` +
        `<ellipse cx="200" cy="128" rx="66" ry="15" fill="#9fd0ee" stroke="#8d98a3" stroke-width="2"/>` +
        `<rect x="160" y="84" width="80" height="32" rx="10" fill="#f4f6f8" stroke="#8d98a3" stroke-width="2"/>` +
        knob(184, 100, 9) +
        light(218, 100, 5, '#43a047'),
      detail: { x: 200, y: 110, r: 70 },
    };
  }
  // portable single tub
  const [d1, f1] = vgrad(c, 0.22, -0.08);
  return {
    body:
      defs(d1) +
      `<path d="M112 118 L288 118 L272 80 Q268 72 258 72 L142 72 Q132 72 128 80 Z" fill="${shade(c, 0.35)}" stroke="${outline(c)}" stroke-width="3"/>` +
      `<ellipse cx="200" cy="96" rx="58" ry="14" fill="#9fd0ee" stroke="${outline(c)}" stroke-width="2"/>` +
      `<path d="M168 92 q20 -6 40 -2" stroke="#fff" stroke-width="3" fill="none" opacity="0.8"/>` +
      `<rect x="104" y="118" width="192" height="240" rx="16" fill="${f1}" stroke="${outline(c)}" stroke-width="3"/>` +
      `<rect x="118" y="130" width="164" height="44" rx="10" fill="#f6f7f9" stroke="#a4adb6" stroke-width="2"/>` +
      knob(146, 152, 14) +
      knob(254, 152, 14, '#e9ecef', 60) +
      light(200, 152, 6, '#43a047') +
      `<circle cx="200" cy="262" r="54" fill="${shade(c, 0.3)}" stroke="${outline(c)}" stroke-width="3"/>` +
      `<circle cx="200" cy="262" r="40" fill="#cfe8f6" stroke="${outline(c)}" stroke-width="2"/>` +
      `<path d="M172 252 q28 -18 56 0" stroke="#fff" stroke-width="5" fill="none" opacity="0.8"/>` +
      plate(200, 342, 14, c) +
      `<rect x="112" y="358" width="176" height="20" rx="4" fill="#4a5059"/>`,
    detail: { x: 200, y: 150, r: 70 },
  };
}

// ---------------------------------------------------------------------------
// Pressure washers
// ---------------------------------------------------------------------------

function gun(x: number, y: number, c: string, scale = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale}) rotate(-28)"><rect x="-8" y="-10" width="150" height="9" rx="3" fill="#6b737c"/><rect x="130" y="-13" width="26" height="15" rx="3" fill="${DARK}"/><path d="M-30 -16 L10 -16 L14 -4 L-2 40 L-22 40 L-16 2 L-30 2 Z" fill="${c}" stroke="${shade(c, -0.45)}" stroke-width="2.5"/><path d="M-2 2 q8 10 0 20" stroke="${DARK}" stroke-width="5" fill="none"/></g>`;
}

function pressure(kind: string, c: string): Art {
  const o = outline(c);
  const [d1, f1] = vgrad(c, 0.2, -0.12);
  if (kind === 'cordless') {
    return {
      body:
        defs(d1) +
        `<path d="M96 232 C40 250 50 330 30 372" fill="none" stroke="${RUBBER}" stroke-width="9" stroke-linecap="round"/>` +
        `<rect x="250" y="214" width="130" height="12" rx="4" fill="#8d98a3" stroke="#5b636c" stroke-width="2" transform="rotate(-6 250 220)"/>` +
        `<rect x="372" y="200" width="22" height="20" rx="4" fill="${DARK}" transform="rotate(-6 383 210)"/>` +
        `<path d="M140 254 L184 254 L196 330 L150 330 Z" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="86" y="194" width="178" height="66" rx="30" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="104" y="206" width="80" height="12" rx="6" fill="#ffffff" opacity="0.35"/>` +
        `<rect x="230" y="204" width="40" height="46" rx="10" fill="${DARK}"/>` +
        `<path d="M182 262 q14 12 6 34" fill="none" stroke="${DARK}" stroke-width="9" stroke-linecap="round"/>` +
        `<rect x="124" y="326" width="96" height="48" rx="10" fill="${DARK}"/>` +
        `<rect x="136" y="338" width="52" height="8" rx="3" fill="#43a047"/><rect x="196" y="338" width="12" height="8" rx="3" fill="#8d98a3"/>` +
        plate(160, 236, 16, c),
      detail: { x: 170, y: 300, r: 80 },
    };
  }
  if (kind === 'compact') {
    return {
      body:
        defs(d1) +
        `<path d="M150 150 L150 112 Q150 96 166 96 L234 96 Q250 96 250 112 L250 150" fill="none" stroke="${DARK}" stroke-width="14"/>` +
        `<rect x="112" y="140" width="176" height="200" rx="28" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="132" y="168" width="136" height="60" rx="10" fill="${DARK}"/>` +
        knob(170, 198, 16, '#e9ecef', -60) +
        light(230, 198, 7, '#43a047') +
        `<circle cx="250" cy="292" r="18" fill="${DARK}"/><circle cx="250" cy="292" r="9" fill="${STEEL}"/>` +
        plate(170, 300, 18, c) +
        `<rect x="126" y="340" width="148" height="28" rx="8" fill="${DARK}"/>` +
        `<path d="M268 292 C330 300 340 350 300 366 C270 376 250 372 230 372" fill="none" stroke="${RUBBER}" stroke-width="8" stroke-linecap="round"/>` +
        gun(262, 352, c, 0.75),
      detail: { x: 200, y: 200, r: 70 },
    };
  }
  // wheeled trolley pressure washer
  return {
    body:
      defs(d1) +
      `<path d="M150 130 L150 50 Q150 34 166 34 L234 34 Q250 34 250 50 L250 130" fill="none" stroke="#3a3f47" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M120 126 Q120 106 140 106 L260 106 Q280 106 280 126 L292 330 Q292 350 272 350 L128 350 Q108 350 108 330 Z" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
      `<path d="M132 120 L150 120 L144 330 L124 330 Z" fill="#fff" opacity="0.18"/>` +
      `<rect x="140" y="132" width="120" height="70" rx="12" fill="${DARK}"/>` +
      knob(178, 167, 18, '#e9ecef', -60) +
      light(236, 152, 6, '#43a047') +
      light(236, 180, 6, '#e53935') +
      plate(200, 236, 22, c) +
      // hose reel
      `<circle cx="200" cy="290" r="36" fill="${shade(c, -0.15)}" stroke="${o}" stroke-width="3"/>` +
      `<circle cx="200" cy="290" r="26" fill="none" stroke="${RUBBER}" stroke-width="10"/>` +
      `<circle cx="200" cy="290" r="6" fill="${DARK}"/>` +
      wheel(128, 344, 30) +
      wheel(272, 344, 30) +
      `<path d="M226 300 C300 300 300 260 330 240" fill="none" stroke="${RUBBER}" stroke-width="7" stroke-linecap="round"/>` +
      `<g transform="translate(88 0)">${gun(240, 250, c, 0.62)}</g>`,
    detail: { x: 200, y: 170, r: 70 },
  };
}

// ---------------------------------------------------------------------------
// Vacuum cleaners
// ---------------------------------------------------------------------------

function vacuum(kind: string, c: string): Art {
  const o = outline(c);
  const [d1, f1] = vgrad(c, 0.2, -0.12);
  if (kind === 'wetdry') {
    const [d2, f2] = cyl('#c7cdd3');
    return {
      body:
        defs(d1, d2) +
        `<path d="M116 170 L284 170 L274 340 Q272 356 256 356 L144 356 Q128 356 126 340 Z" fill="${f2}" stroke="#7f8993" stroke-width="3"/>` +
        `<rect x="150" y="200" width="16" height="130" rx="8" fill="#fff" opacity="0.35"/>` +
        `<path d="M110 172 Q110 108 200 104 Q290 108 290 172 Z" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="160" y="84" width="80" height="26" rx="12" fill="${DARK}"/>` +
        `<rect x="104" y="164" width="192" height="16" rx="6" fill="${shade(c, -0.2)}"/>` +
        `<rect x="206" y="132" width="36" height="18" rx="6" fill="${DARK}"/><rect x="212" y="136" width="12" height="10" rx="2" fill="#43a047"/>` +
        plate(164, 150, 16, c) +
        caster(146, 378) +
        caster(254, 378) +
        `<rect x="270" y="226" width="30" height="22" rx="5" fill="${DARK}"/>` +
        `<line x1="350" y1="118" x2="336" y2="360" stroke="${STEEL}" stroke-width="11" stroke-linecap="round"/><line x1="350" y1="118" x2="336" y2="360" stroke="#8d98a3" stroke-width="2"/>` +
        `<path d="M298 236 C350 236 316 150 352 112" fill="none" stroke="${RUBBER}" stroke-width="12" stroke-linecap="round"/>` +
        `<path d="M350 112 q12 -18 30 -8" fill="none" stroke="${DARK}" stroke-width="13" stroke-linecap="round"/>` +
        `<rect x="304" y="356" width="76" height="20" rx="7" fill="${DARK}"/>`,
      detail: { x: 200, y: 140, r: 70 },
    };
  }
  if (kind === 'canister') {
    return {
      body:
        defs(d1) +
        `<path d="M90 360 C80 300 110 250 190 250 L280 250 Q320 250 320 300 L320 340 Q320 360 300 360 Z" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
        `<path d="M110 300 Q140 270 200 268 L260 268" stroke="#fff" stroke-width="6" fill="none" opacity="0.3"/>` +
        `<rect x="190" y="230" width="80" height="22" rx="10" fill="${DARK}"/>` +
        wheel(270, 346, 34) +
        `<circle cx="120" cy="372" r="7" fill="${RUBBER}"/>` +
        light(220, 300, 6, '#43a047') +
        `<line x1="66" y1="120" x2="58" y2="360" stroke="${STEEL}" stroke-width="11" stroke-linecap="round"/><line x1="66" y1="120" x2="58" y2="360" stroke="#8d98a3" stroke-width="2"/>` +
        `<path d="M94 318 C40 318 90 180 68 116" fill="none" stroke="${RUBBER}" stroke-width="11" stroke-linecap="round"/>` +
        `<path d="M68 114 q12 -18 30 -8" fill="none" stroke="${DARK}" stroke-width="12" stroke-linecap="round"/>` +
        `<rect x="24" y="356" width="76" height="20" rx="7" fill="${DARK}"/>`,
      detail: { x: 230, y: 290, r: 75 },
    };
  }
  if (kind === 'stick') {
    return {
      body:
        defs(d1) +
        `<rect x="194" y="80" width="12" height="260" fill="${STEEL}" stroke="#8d98a3" stroke-width="2"/>` +
        `<path d="M170 40 L230 40 L236 70 L164 70 Z" fill="${DARK}"/>` +
        `<rect x="172" y="70" width="56" height="120" rx="24" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="182" y="110" width="36" height="60" rx="14" fill="#9fd0ee" opacity="0.8"/>` +
        `<path d="M140 352 L260 352 Q272 352 272 364 L272 372 L128 372 L128 364 Q128 352 140 352 Z" fill="${DARK}"/>` +
        `<rect x="186" y="330" width="28" height="26" fill="${shade(c, -0.2)}"/>`,
      detail: { x: 200, y: 120, r: 70 },
    };
  }
  if (kind === 'blower') {
    return {
      body:
        defs(d1) +
        `<path d="M100 200 Q100 150 150 150 L250 150 Q280 150 280 180 L280 250 Q280 270 260 270 L150 270 Q100 270 100 220 Z" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="278" y="184" width="100" height="34" rx="8" fill="${DARK}"/>` +
        `<path d="M150 270 L140 340 L180 340 L190 270" fill="${DARK}"/>` +
        `<circle cx="170" cy="210" r="30" fill="${shade(c, -0.2)}"/><circle cx="170" cy="210" r="18" fill="${DARK}"/>` +
        `<rect x="120" y="340" width="90" height="26" rx="8" fill="${DARK}"/>`,
      detail: { x: 200, y: 210, r: 80 },
    };
  }
  // handheld
  return {
    body:
      defs(d1) +
      `<path d="M90 300 L120 220 Q130 200 160 200 L270 200 Q300 200 300 230 L300 300 Q300 320 280 320 L110 320 Q90 320 90 300 Z" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
      `<path d="M200 200 Q200 130 250 130 L280 130 Q300 130 300 150 L300 200" fill="none" stroke="${DARK}" stroke-width="18"/>` +
      `<rect x="130" y="236" width="80" height="60" rx="14" fill="#9fd0ee" opacity="0.85"/>` +
      `<path d="M40 340 L100 300 L120 330 L60 372 Z" fill="${DARK}"/>`,
    detail: { x: 200, y: 250, r: 80 },
  };
}

// ---------------------------------------------------------------------------
// Water pumps
// ---------------------------------------------------------------------------

function flange(x: number, y: number, r: number, vertical = false): string {
  const w = vertical ? r * 2.6 : 14;
  const h = vertical ? 14 : r * 2.6;
  return `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="3" fill="#8d98a3" stroke="#5b636c" stroke-width="2"/><circle cx="${x}" cy="${y}" r="${r * 0.6}" fill="#3a3f47"/>`;
}

function pump(kind: string, c: string): Art {
  const o = outline(c);
  const [d1, f1] = vgrad(c, 0.22, -0.15);
  const [d2, f2] = cyl('#aab2ba');
  if (kind === 'submersible') {
    let rings = '';
    for (let i = 0; i < 6; i++)
      rings += `<rect x="158" y="${80 + i * 20}" width="84" height="6" fill="#7f8993" opacity="0.6"/>`;
    return {
      body:
        defs(d2) +
        `<path d="M242 40 C300 40 320 100 330 372" fill="none" stroke="${RUBBER}" stroke-width="7"/>` +
        `<rect x="170" y="28" width="60" height="30" rx="6" fill="#7f8993"/>` +
        `<rect x="156" y="54" width="88" height="320" rx="20" fill="${f2}" stroke="#6b737c" stroke-width="3"/>` +
        rings +
        `<rect x="156" y="206" width="88" height="36" fill="#2f6fb5"/>` +
        `<text x="200" y="230" font-family="'DejaVu Sans', sans-serif" font-weight="bold" font-size="14" fill="#fff" text-anchor="middle">GRUHA</text>`,
      detail: { x: 200, y: 150, r: 80 },
    };
  }
  let fins = '';
  for (let i = 0; i < 7; i++)
    fins += `<rect x="${84 + i * 20}" y="170" width="8" height="130" rx="3" fill="${shade(c, -0.2)}"/>`;
  const motor =
    `<rect x="66" y="160" width="176" height="150" rx="30" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
    fins +
    `<rect x="110" y="130" width="90" height="34" rx="6" fill="${shade(c, -0.1)}" stroke="${o}" stroke-width="2"/>` +
    `<rect x="46" y="180" width="26" height="110" rx="10" fill="${shade(c, -0.25)}"/>`;
  const volute =
    `<circle cx="285" cy="240" r="72" fill="${f2}" stroke="#5b636c" stroke-width="3"/>` +
    `<circle cx="285" cy="240" r="46" fill="none" stroke="#7f8993" stroke-width="4"/>` +
    flange(285, 240, 22, false) +
    `<rect x="320" y="120" width="34" height="70" fill="#9aa3ab" stroke="#5b636c" stroke-width="2"/>` +
    flange(337, 120, 18, true);
  const base = `<rect x="70" y="320" width="280" height="20" rx="4" fill="#3a3f47"/><rect x="84" y="338" width="40" height="34" fill="#3a3f47"/><rect x="296" y="338" width="40" height="34" fill="#3a3f47"/><rect x="140" y="310" width="30" height="12" fill="#3a3f47"/>`;
  if (kind === 'openwell') {
    return {
      body:
        defs(d1, d2) +
        `<g transform="translate(0 -10)">${motor}${volute}</g>` +
        `<rect x="40" y="340" width="330" height="32" rx="6" fill="#3a3f47"/>` +
        `<rect x="330" y="40" width="20" height="90" fill="#9aa3ab"/>`,
      detail: { x: 285, y: 230, r: 85 },
    };
  }
  const s = kind === 'booster' ? 0.85 : 1;
  return {
    body:
      defs(d1, d2) +
      `<g transform="translate(${200 - 200 * s} ${380 - 380 * s}) scale(${s})">${base}${motor}${volute}</g>`,
    detail: { x: 285, y: 240, r: 85 },
  };
}

// ---------------------------------------------------------------------------
// Mixers and grinders
// ---------------------------------------------------------------------------

function jar(x: number, y: number, w: number, h: number, lid: string): string {
  return `<path d="M${x - w / 2} ${y} L${x + w / 2} ${y} L${x + w * 0.36} ${y + h} L${x - w * 0.36} ${y + h} Z" fill="#dfeef6" stroke="#8d98a3" stroke-width="3" opacity="0.95"/><path d="M${x - w * 0.38} ${y + 10} L${x - w * 0.26} ${y + h - 10}" stroke="#fff" stroke-width="6" opacity="0.8"/><rect x="${x - w / 2 - 4}" y="${y - 14}" width="${w + 8}" height="16" rx="6" fill="${lid}"/><path d="M${x + w / 2 - 4} ${y + 14} q${w * 0.35} 4 ${w * 0.22} ${h * 0.6} L${x + w * 0.36} ${y + h * 0.7}" fill="none" stroke="${lid}" stroke-width="9"/><path d="M${x - 12} ${y + h - 16} l24 -8 M${x - 12} ${y + h - 24} l24 8" stroke="#6b737c" stroke-width="4"/>`;
}

function steelJar(x: number, y: number, w: number, h: number, lid: string): string {
  const [d, f] = cyl('#c7cdd3');
  return `${defs(d)}<path d="M${x - w / 2} ${y} L${x + w / 2} ${y} L${x + w * 0.4} ${y + h} L${x - w * 0.4} ${y + h} Z" fill="${f}" stroke="#7f8993" stroke-width="2.5"/><rect x="${x - w / 2 - 3}" y="${y - 10}" width="${w + 6}" height="12" rx="5" fill="${lid}"/><path d="M${x + w / 2 - 2} ${y + 8} q${w * 0.3} 4 ${w * 0.2} ${h * 0.55} L${x + w * 0.4} ${y + h * 0.65}" fill="none" stroke="${lid}" stroke-width="7"/>`;
}

function mixer(kind: string, c: string): Art {
  const o = outline(c);
  const [d1, f1] = vgrad(c, 0.2, -0.12);
  const lid = isLight(c) ? '#2b2d31' : c;
  const base =
    `<path d="M132 250 L268 250 L284 360 Q286 372 272 372 L128 372 Q114 372 116 360 Z" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
    `<rect x="126" y="246" width="148" height="14" rx="6" fill="${shade(c, -0.2)}"/>` +
    knob(200, 312, 22, '#f1f3f5', -45) +
    light(244, 290, 5, '#43a047');
  if (kind === 'juicer') {
    return {
      body:
        defs(d1) +
        base +
        `<path d="M146 250 L146 150 Q146 130 166 130 L234 130 Q254 130 254 150 L254 250 Z" fill="#dfeef6" stroke="#8d98a3" stroke-width="3"/>` +
        `<rect x="176" y="40" width="48" height="96" rx="6" fill="${lid}"/>` +
        `<rect x="184" y="30" width="32" height="16" rx="4" fill="${shade(lid, 0.3)}"/>` +
        `<path d="M254 200 L300 214 L300 232 L254 226 Z" fill="${lid}"/>` +
        `<rect x="296" y="250" width="60" height="120" rx="6" fill="#f6c667" opacity="0.85" stroke="#8d98a3" stroke-width="2"/>`,
      detail: { x: 200, y: 300, r: 75 },
    };
  }
  if (kind === 'blender') {
    return {
      body: defs(d1) + base + jar(200, 70, 120, 176, lid),
      detail: { x: 200, y: 300, r: 75 },
    };
  }
  return {
    body:
      defs(d1) +
      base +
      jar(200, 112, 110, 136, lid) +
      steelJar(64, 290, 62, 82, lid) +
      steelJar(336, 304, 52, 68, lid),
    detail: { x: 200, y: 300, r: 75 },
  };
}

function grinder(kind: string, c: string): Art {
  const [d1, f1] = cyl('#c7cdd3');
  const baseC = isLight(c) || kind !== 'commercial' ? '#f2f2f2' : c;
  const [d2, f2] = vgrad(baseC, 0.2, -0.12);
  const stones = `<ellipse cx="200" cy="200" rx="100" ry="24" fill="#6b737c"/><ellipse cx="200" cy="202" rx="86" ry="18" fill="#f3ead8"/><path d="M150 196 L150 150 L166 150 L166 200 Z M234 200 L234 150 L250 150 L250 196 Z" fill="#4f5660"/><ellipse cx="158" cy="198" rx="26" ry="10" fill="#4f5660"/><ellipse cx="242" cy="198" rx="26" ry="10" fill="#4f5660"/>`;
  const arm = `<rect x="130" y="130" width="140" height="20" rx="8" fill="#3a3f47"/><rect x="190" y="100" width="20" height="40" rx="4" fill="#3a3f47"/>`;
  if (kind === 'tilting') {
    return {
      body:
        defs(d1, d2) +
        `<rect x="70" y="250" width="26" height="120" fill="#3a3f47"/><rect x="304" y="250" width="26" height="120" fill="#3a3f47"/>` +
        `<rect x="50" y="360" width="300" height="14" rx="4" fill="#3a3f47"/>` +
        `<g transform="rotate(-12 200 240)"><path d="M96 200 L304 200 L290 300 Q286 320 266 320 L134 320 Q114 320 110 300 Z" fill="${f1}" stroke="#6b737c" stroke-width="3"/>${stones}${arm}</g>` +
        `<circle cx="83" cy="250" r="18" fill="#2b2f36"/><circle cx="317" cy="250" r="18" fill="#2b2f36"/>` +
        `<rect x="150" y="320" width="100" height="44" rx="8" fill="${f2}" stroke="#8d98a3" stroke-width="2"/>` +
        knob(200, 342, 12),
      detail: { x: 200, y: 200, r: 75 },
    };
  }
  const big = kind === 'commercial';
  return {
    body:
      defs(d1, d2) +
      `<path d="M${big ? 80 : 100} 280 L${big ? 320 : 300} 280 L${big ? 330 : 310} 360 Q${big ? 330 : 310} 372 ${big ? 318 : 298} 372 L${big ? 82 : 102} 372 Q${big ? 70 : 90} 372 ${big ? 70 : 90} 360 Z" fill="${f2}" stroke="#8d98a3" stroke-width="3"/>` +
      knob(150, 326, 14) +
      light(250, 326, 6, '#43a047') +
      plate(200, 332, 16, baseC) +
      `<path d="M96 200 L304 200 L292 282 L108 282 Z" fill="${f1}" stroke="#6b737c" stroke-width="3"/>` +
      `<rect x="120" y="214" width="14" height="60" rx="7" fill="#fff" opacity="0.4"/>` +
      stones +
      arm +
      `<rect x="286" y="100" width="14" height="104" fill="#3a3f47"/>` +
      `<path d="M286 100 L210 112" stroke="#3a3f47" stroke-width="10"/>`,
    detail: { x: 200, y: 190, r: 80 },
  };
}

// ---------------------------------------------------------------------------
// Gas stoves
// ---------------------------------------------------------------------------

function burner(x: number, y: number, r: number): string {
  let supports = '';
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 2 + Math.PI / 4;
    supports += `<line x1="${(x + Math.cos(a) * r * 0.9).toFixed(1)}" y1="${(y + Math.sin(a) * r * 0.34).toFixed(1)}" x2="${(x + Math.cos(a) * r * 1.5).toFixed(1)}" y2="${(y + Math.sin(a) * r * 0.55).toFixed(1)}" stroke="${RUBBER}" stroke-width="6" stroke-linecap="round"/>`;
  }
  return `<ellipse cx="${x}" cy="${y + 4}" rx="${r * 1.55}" ry="${r * 0.56}" fill="none" stroke="${RUBBER}" stroke-width="5"/>${supports}<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.36}" fill="#b8873e" stroke="#7a5226" stroke-width="2"/><ellipse cx="${x}" cy="${y - 3}" rx="${r * 0.55}" ry="${r * 0.2}" fill="${RUBBER}"/>`;
}

function stove(kind: string, c: string): Art {
  const glass = kind !== 'steel';
  const top = glass ? c : '#c9ced4';
  const [d1, f1] = vgrad(top, glass ? 0.18 : 0.25, glass ? -0.1 : -0.08);
  const [d2, f2] = vgrad('#b8bec6', 0.2, -0.1);
  const n = kind === 'hob' ? 4 : kind === 'steel' ? 2 : 3;
  let burners = '';
  if (n === 4) {
    burners =
      burner(140, 196, 28) + burner(260, 196, 28) + burner(120, 250, 32) + burner(280, 250, 32);
  } else if (n === 3) {
    burners = burner(100, 226, 30) + burner(200, 210, 24) + burner(300, 226, 30);
  } else burners = burner(130, 222, 34) + burner(270, 222, 34);
  let knobs = '';
  for (let i = 0; i < n; i++) {
    const x = 200 + (i - (n - 1) / 2) * 64;
    knobs += knob(x, 312, 16, '#2b2f36', -30 + i * 20);
  }
  const topPath =
    kind === 'hob' ? 'M40 280 L360 280 L330 160 L70 160 Z' : 'M30 286 L370 286 L338 170 L62 170 Z';
  return {
    body:
      defs(d1, d2) +
      `<path d="${topPath}" fill="${f1}" stroke="${shade(top, -0.4)}" stroke-width="3"/>` +
      (glass ? `<path d="M90 178 L150 178 L100 276 L44 276 Z" fill="#fff" opacity="0.08"/>` : '') +
      burners +
      `<rect x="30" y="286" width="340" height="56" rx="6" fill="${glass ? shade(c, -0.2) : f2}" stroke="${glass ? shade(c, -0.5) : '#7f8993'}" stroke-width="3"/>` +
      knobs +
      `<rect x="44" y="342" width="18" height="30" fill="#3a3f47"/><rect x="338" y="342" width="18" height="30" fill="#3a3f47"/>`,
    detail: { x: 200, y: 290, r: 85 },
  };
}

// ---------------------------------------------------------------------------
// Chimneys
// ---------------------------------------------------------------------------

function chimney(kind: string, c: string): Art {
  const [d1, f1] = vgrad('#c9ced4', 0.28, -0.1);
  const [d2, f2] = vgrad(c, 0.2, -0.12);
  const duct = `<rect x="160" y="0" width="80" height="190" fill="${f1}" stroke="#7f8993" stroke-width="3"/><rect x="170" y="0" width="14" height="190" fill="#fff" opacity="0.35"/>`;
  const lights = `<rect x="90" y="300" width="220" height="10" rx="4" fill="#3a3f47"/><ellipse cx="140" cy="312" rx="16" ry="5" fill="#fff6c8"/><ellipse cx="260" cy="312" rx="16" ry="5" fill="#fff6c8"/>`;
  const buttons = (y: number) =>
    `<rect x="150" y="${y}" width="100" height="20" rx="6" fill="#1b2b33"/>${[0, 1, 2, 3].map((i) => `<circle cx="${166 + i * 23}" cy="${y + 10}" r="4" fill="${i === 0 ? '#4fe3c1' : '#8fa0a8'}"/>`).join('')}`;
  let hood: string;
  if (kind === 'curved') {
    hood =
      `<path d="M60 290 Q60 190 160 186 L240 186 Q340 190 340 290 Z" fill="${f2}" opacity="0.92" stroke="${shade(c, -0.4)}" stroke-width="3"/>` +
      `<path d="M90 270 Q100 206 170 200" stroke="#fff" stroke-width="6" fill="none" opacity="0.35"/>` +
      `<rect x="50" y="286" width="300" height="22" rx="6" fill="${f1}" stroke="#7f8993" stroke-width="2"/>` +
      buttons(262);
  } else if (kind === 'straight') {
    hood =
      `<rect x="40" y="200" width="320" height="96" rx="6" fill="${f1}" stroke="#7f8993" stroke-width="3"/>` +
      `<rect x="40" y="270" width="320" height="26" fill="${shade('#c9ced4', -0.12)}"/>` +
      buttons(230);
  } else if (kind === 'angular') {
    hood =
      `<path d="M60 300 L340 300 L340 190 L60 230 Z" fill="${f2}" stroke="${shade(c, -0.4)}" stroke-width="3"/>` +
      `<path d="M80 226 L200 210 L200 220 L80 240 Z" fill="#fff" opacity="0.25"/>` +
      buttons(266);
  } else if (kind === 'island') {
    hood =
      `<path d="M120 300 L280 300 L250 200 L150 200 Z" fill="${f2}" stroke="${shade(c, -0.4)}" stroke-width="3"/>` +
      `<rect x="100" y="292" width="200" height="20" rx="5" fill="${f1}" stroke="#7f8993" stroke-width="2"/>` +
      buttons(256);
  } else {
    hood =
      `<path d="M40 296 L360 296 L270 190 L130 190 Z" fill="${f1}" stroke="#7f8993" stroke-width="3"/>` +
      `<path d="M70 290 L140 196 L160 196 L96 290 Z" fill="#fff" opacity="0.3"/>` +
      `<rect x="30" y="286" width="340" height="22" rx="5" fill="${shade('#c9ced4', -0.05)}" stroke="#7f8993" stroke-width="2"/>` +
      buttons(250);
  }
  const ductW = kind === 'island' ? 60 : 80;
  return {
    body:
      defs(d1, d2) +
      (kind === 'island'
        ? `<rect x="${200 - ductW / 2}" y="0" width="${ductW}" height="200" fill="${f1}" stroke="#7f8993" stroke-width="3"/>`
        : duct) +
      hood +
      lights +
      `<path d="M150 330 q10 20 0 40 M200 330 q10 20 0 40 M250 330 q10 20 0 40" stroke="#c3cbd3" stroke-width="4" fill="none" opacity="0.7" stroke-linecap="round"/>`,
    detail: { x: 200, y: 270, r: 80 },
  };
}

// ---------------------------------------------------------------------------
// Air coolers
// ---------------------------------------------------------------------------

function honeycomb(x: number, y: number, w: number, h: number, c: string): string {
  const id = uid('hc');
  return `<defs><pattern id="${id}" width="16" height="14" patternUnits="userSpaceOnUse"><path d="M4 0 L12 0 L16 7 L12 14 L4 14 L0 7 Z" fill="${mix(c, '#d9b66a', 0.75)}" stroke="${shade(c, -0.35)}" stroke-width="1.6"/></pattern></defs><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="url(#${id})" stroke="${shade(c, -0.3)}" stroke-width="2"/>`;
}

function louvres(x: number, y: number, w: number, h: number, n: number): string {
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#2b2f36"/>`;
  for (let i = 0; i < n; i++)
    s += `<rect x="${x + 6}" y="${y + 6 + (i * (h - 12)) / n}" width="${w - 12}" height="${(h - 12) / n - 4}" rx="3" fill="#e9ecef"/>`;
  return s;
}

function cooler(kind: string, c: string): Art {
  const o = outline(c);
  const [d1, f1] = vgrad(c, 0.25, -0.08);
  const accent = isLight(c) ? '#2f6fb5' : shade(c, 0.5);
  if (kind === 'tower') {
    return {
      body:
        defs(d1) +
        `<rect x="140" y="30" width="120" height="320" rx="30" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="156" y="48" width="88" height="24" rx="8" fill="#1b2b33"/><circle cx="172" cy="60" r="4" fill="#4fe3c1"/><circle cx="190" cy="60" r="4" fill="#8fa0a8"/><circle cx="208" cy="60" r="4" fill="#8fa0a8"/>` +
        louvres(156, 88, 88, 170, 10) +
        `<rect x="172" y="270" width="56" height="60" rx="6" fill="${accent}" opacity="0.8"/><rect x="176" y="300" width="48" height="26" rx="4" fill="#9fd0ee"/>` +
        caster(160, 378) +
        caster(240, 378),
      detail: { x: 200, y: 100, r: 80 },
    };
  }
  if (kind === 'window') {
    return {
      body:
        defs(d1) +
        `<rect x="40" y="120" width="320" height="220" rx="16" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
        louvres(60, 140, 200, 150, 7) +
        honeycomb(276, 140, 66, 180, c) +
        `<rect x="60" y="300" width="200" height="24" rx="6" fill="#1b2b33"/>` +
        knob(90, 312, 9) +
        knob(120, 312, 9, '#e9ecef', 70) +
        `<rect x="60" y="340" width="40" height="30" fill="#3a3f47"/><rect x="300" y="340" width="40" height="30" fill="#3a3f47"/>`,
      detail: { x: 140, y: 290, r: 80 },
    };
  }
  const small = kind === 'personal';
  const x = small ? 110 : 90;
  const w = small ? 180 : 220;
  const t = small ? 90 : 30;
  return {
    body:
      defs(d1) +
      `<rect x="${x}" y="${t}" width="${w}" height="${350 - t}" rx="18" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
      `<rect x="${x}" y="${t}" width="${w}" height="16" rx="8" fill="${accent}" opacity="0.85"/>` +
      honeycomb(x + 22, t + 30, w - 44, small ? 70 : 110, '#e8d9b0') +
      louvres(x + 22, t + (small ? 112 : 156), w - 44, small ? 70 : 90, small ? 5 : 6) +
      `<rect x="${x + 22}" y="${t + (small ? 192 : 258)}" width="${w - 44}" height="26" rx="6" fill="#1b2b33"/>` +
      knob(x + 46, t + (small ? 205 : 271), 9) +
      knob(x + 76, t + (small ? 205 : 271), 9, '#e9ecef', 80) +
      `<rect x="${x + w - 70}" y="${t + (small ? 198 : 264)}" width="40" height="14" rx="3" fill="#9fd0ee"/>` +
      caster(x + 26, 378) +
      caster(x + w - 26, 378),
    detail: { x: 200, y: t + (small ? 200 : 266), r: 70 },
  };
}

// ---------------------------------------------------------------------------
// Shoe racks
// ---------------------------------------------------------------------------

const SHOE_COLOURS = [
  '#2f6fb5',
  '#d63a2f',
  '#3a3f47',
  '#f2a33a',
  '#7a4a2a',
  '#f4f5f7',
  '#3f8f4f',
  '#b03a6a',
];

function shoe(x: number, y: number, w: number, col: string, heel = false): string {
  const h = w * 0.42;
  const sole = col === '#f4f5f7' ? '#9aa3ab' : '#f4f5f7';
  if (heel) {
    return `<path d="M${x} ${y} L${x} ${y - h * 0.6} Q${x + w * 0.1} ${y - h} ${x + w * 0.35} ${y - h * 0.7} L${x + w} ${y - 4} L${x + w} ${y} L${x + w * 0.8} ${y} L${x + w * 0.7} ${y - 6} L${x + 8} ${y - 6} L${x + 8} ${y} Z" fill="${col}" stroke="${shade(col, -0.4)}" stroke-width="2"/>`;
  }
  return `<path d="M${x} ${y - 6} L${x} ${y - h} Q${x + w * 0.25} ${y - h - 6} ${x + w * 0.38} ${y - h * 0.7} Q${x + w * 0.75} ${y - h * 0.55} ${x + w} ${y - h * 0.2} L${x + w} ${y - 6} Z" fill="${col}" stroke="${shade(col, -0.4)}" stroke-width="2"/><rect x="${x - 1}" y="${y - 8}" width="${w + 2}" height="8" rx="3" fill="${sole}"/><path d="M${x + w * 0.35} ${y - h * 0.62} l${w * 0.2} ${h * 0.2} M${x + w * 0.42} ${y - h * 0.72} l${w * 0.2} ${h * 0.2}" stroke="${sole}" stroke-width="2"/>`;
}

function rack(kind: string, c: string): Art {
  const o = shade(c, -0.4);
  const [d1, f1] = vgrad(c, 0.15, -0.12);
  let shelves = '';
  let shoes = '';
  const tiers = kind === 'bench' ? 2 : 4;
  const top = kind === 'bench' ? 200 : 60;
  const bottom = 360;
  const step = (bottom - top) / tiers;
  let si = 0;
  for (let i = 1; i <= tiers; i++) {
    const y = top + i * step;
    if (kind === 'metal') {
      shelves += `<rect x="70" y="${y - 6}" width="260" height="6" fill="${c}"/>`;
      for (let k = 0; k < 12; k++)
        shelves += `<line x1="${76 + k * 22}" y1="${y - 6}" x2="${80 + k * 22}" y2="${y}" stroke="${o}" stroke-width="2"/>`;
    } else
      shelves += `<rect x="60" y="${y - 10}" width="280" height="12" fill="${f1}" stroke="${o}" stroke-width="2"/>`;
    if (kind !== 'cabinet') {
      const n = i % 2 === 0 ? 2 : 3;
      for (let k = 0; k < n; k++) {
        const col = SHOE_COLOURS[si++ % SHOE_COLOURS.length] ?? '#2f6fb5';
        const w = Math.min(70, step * 1.2);
        shoes += shoe(
          80 + k * (n === 2 ? 120 : 84) + (n === 2 ? 20 : 0),
          y - 10,
          w,
          col,
          si % 5 === 0,
        );
      }
    }
  }
  if (kind === 'metal') {
    return {
      body:
        shelves +
        shoes +
        `<rect x="64" y="50" width="8" height="320" rx="4" fill="${c}" stroke="${o}" stroke-width="1.5"/><rect x="328" y="50" width="8" height="320" rx="4" fill="${c}" stroke="${o}" stroke-width="1.5"/>` +
        `<rect x="62" y="44" width="12" height="10" rx="5" fill="${RUBBER}"/><rect x="326" y="44" width="12" height="10" rx="5" fill="${RUBBER}"/>` +
        `<rect x="62" y="368" width="12" height="8" fill="${RUBBER}"/><rect x="326" y="368" width="12" height="8" fill="${RUBBER}"/>`,
      detail: { x: 150, y: 200, r: 80 },
    };
  }
  if (kind === 'cabinet') {
    return {
      body:
        defs(d1) +
        `<rect x="70" y="40" width="260" height="330" rx="6" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="84" y="56" width="112" height="200" rx="4" fill="${shade(c, 0.08)}" stroke="${o}" stroke-width="2"/>` +
        `<rect x="204" y="56" width="112" height="200" rx="4" fill="${shade(c, 0.08)}" stroke="${o}" stroke-width="2"/>` +
        `<rect x="184" y="140" width="6" height="36" rx="3" fill="${STEEL}"/><rect x="210" y="140" width="6" height="36" rx="3" fill="${STEEL}"/>` +
        `<rect x="84" y="266" width="232" height="90" rx="4" fill="${shade(c, -0.3)}"/>` +
        shoe(100, 350, 64, '#d63a2f') +
        shoe(180, 350, 64, '#2f6fb5') +
        shoe(250, 350, 56, '#f4f5f7') +
        `<rect x="70" y="370" width="260" height="8" fill="${o}"/>`,
      detail: { x: 200, y: 160, r: 80 },
    };
  }
  const sides = `<rect x="52" y="${top}" width="16" height="${bottom - top + 16}" fill="${f1}" stroke="${o}" stroke-width="2"/><rect x="332" y="${top}" width="16" height="${bottom - top + 16}" fill="${f1}" stroke="${o}" stroke-width="2"/>`;
  const bench =
    kind === 'bench'
      ? `<rect x="44" y="${top - 32}" width="312" height="34" rx="12" fill="#c9a96a" stroke="#8a6f3a" stroke-width="2"/><rect x="40" y="${top - 4}" width="320" height="12" fill="${f1}" stroke="${o}" stroke-width="2"/>`
      : `<rect x="46" y="${top - 8}" width="308" height="14" rx="3" fill="${f1}" stroke="${o}" stroke-width="2"/>`;
  return {
    body: defs(d1) + shoes + shelves + sides + bench,
    detail: { x: 150, y: top + step * 1.5, r: 80 },
  };
}

// ---------------------------------------------------------------------------
// Korai mats
// ---------------------------------------------------------------------------

function mat(kind: string, c: string): Art {
  const straw = '#dcc48e';
  const id = uid('mt');
  const stripes = `<pattern id="${id}" width="400" height="36" patternUnits="userSpaceOnUse"><rect width="400" height="36" fill="${straw}"/><rect y="0" width="400" height="2" fill="#c2a46a"/><rect y="12" width="400" height="2" fill="#c2a46a"/><rect y="24" width="400" height="2" fill="#c2a46a"/></pattern>`;
  const border = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id})" stroke="#a88a52" stroke-width="2"/><rect x="${x}" y="${y + h * 0.12}" width="${w}" height="${h * 0.06}" fill="${c}"/><rect x="${x}" y="${y + h * 0.82}" width="${w}" height="${h * 0.06}" fill="${c}"/><rect x="${x}" y="${y + h * 0.44}" width="${w}" height="${h * 0.12}" fill="${c}"/><rect x="${x}" y="${y + h * 0.47}" width="${w}" height="${h * 0.06}" fill="${shade(c, 0.45)}"/>`;
  if (kind === 'placemat') {
    let s = '';
    for (let i = 0; i < 4; i++) {
      s += `<g transform="translate(${60 + i * 18} ${120 + i * 48}) skewX(-18)">${border(0, 0, 240, 120)}</g>`;
    }
    return { body: defs(stripes) + s, detail: { x: 200, y: 280, r: 80 } };
  }
  // flat part in perspective + roll at the back
  return {
    body:
      defs(stripes) +
      `<g transform="translate(0 0)"><path d="M40 372 L360 372 L330 190 L70 190 Z" fill="${straw}"/>` +
      `<clipPath id="${id}c"><path d="M40 372 L360 372 L330 190 L70 190 Z"/></clipPath>` +
      `<g clip-path="url(#${id}c)">` +
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]
        .map(
          (i) =>
            `<line x1="${30 + i * 20}" y1="372" x2="${62 + i * 16}" y2="190" stroke="#c2a46a" stroke-width="2"/>`,
        )
        .join('') +
      `<path d="M60 372 L84 190 L102 190 L80 372 Z" fill="${c}"/><path d="M340 372 L316 190 L298 190 L320 372 Z" fill="${c}"/>` +
      `<path d="M170 372 L178 190 L222 190 L230 372 Z" fill="${c}"/><path d="M190 372 L192 190 L208 190 L210 372 Z" fill="${shade(c, 0.45)}"/>` +
      `</g><path d="M40 372 L360 372 L330 190 L70 190 Z" fill="none" stroke="#a88a52" stroke-width="3"/></g>` +
      // roll
      `<rect x="66" y="140" width="268" height="60" rx="30" fill="${straw}" stroke="#a88a52" stroke-width="3"/>` +
      `<path d="M84 140 L84 200 M106 140 L106 200 M294 140 L294 200 M316 140 L316 200" stroke="${c}" stroke-width="12"/>` +
      `<path d="M178 140 L178 200 M222 140 L222 200" stroke="${c}" stroke-width="12"/><path d="M200 140 L200 200" stroke="${shade(c, 0.45)}" stroke-width="12"/>` +
      `<ellipse cx="334" cy="170" rx="14" ry="30" fill="#e8d6a8" stroke="#a88a52" stroke-width="3"/>` +
      `<path d="M334 170 m-6 0 a6 10 0 1 0 12 0 a9 16 0 1 0 -18 0" fill="none" stroke="#a88a52" stroke-width="2"/>`,
    detail: { x: 200, y: 290, r: 80 },
  };
}

// ---------------------------------------------------------------------------
// Sofa cum beds
// ---------------------------------------------------------------------------

function sofa(kind: string, c: string): Art {
  const o = shade(c, -0.4);
  const [d1, f1] = vgrad(c, 0.15, -0.12);
  const [d2, f2] = vgrad(c, 0.28, 0.02);
  const leg = kind === 'wooden' ? '#6b4426' : '#4a3426';
  const legs = `<rect x="62" y="340" width="14" height="32" rx="3" fill="${leg}"/><rect x="324" y="340" width="14" height="32" rx="3" fill="${leg}"/><rect x="196" y="344" width="10" height="28" fill="${leg}"/>`;
  if (kind === 'fabric-bed') {
    return {
      body:
        defs(d1, d2) +
        // mattress top in perspective, front face, arms at both ends
        `<path d="M52 286 L348 286 L322 196 L78 196 Z" fill="${f2}" stroke="${o}" stroke-width="3"/>` +
        `<path d="M150 196 L140 286 M250 196 L260 286" stroke="${shade(c, -0.2)}" stroke-width="3"/>` +
        `<rect x="50" y="284" width="300" height="44" rx="8" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="56" y="326" width="288" height="20" rx="4" fill="${shade(c, -0.3)}"/>` +
        `<path d="M96 226 Q100 200 130 202 L176 204 Q196 206 190 230 Q186 250 160 248 L112 246 Q92 244 96 226 Z" fill="#f4f1ea" stroke="#b9b2a3" stroke-width="2.5"/>` +
        `<path d="M214 214 L312 214 L336 282 L226 282 Z" fill="${mix(c, '#f2a33a', 0.55)}" stroke="${o}" stroke-width="2.5"/>` +
        `<path d="M222 240 L322 240 M228 260 L330 260" stroke="#ffffff" stroke-width="3" opacity="0.5"/>` +
        `<rect x="14" y="214" width="50" height="132" rx="20" fill="${f2}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="336" y="214" width="50" height="132" rx="20" fill="${f2}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="30" y="344" width="14" height="28" rx="3" fill="${leg}"/><rect x="356" y="344" width="14" height="28" rx="3" fill="${leg}"/><rect x="194" y="346" width="12" height="26" fill="${leg}"/>`,
      detail: { x: 150, y: 240, r: 80 },
    };
  }
  if (kind === 'futon') {
    return {
      body:
        defs(d1, d2) +
        `<rect x="40" y="330" width="320" height="20" fill="#8a5a3b"/><rect x="50" y="350" width="14" height="22" fill="#6b4426"/><rect x="336" y="350" width="14" height="22" fill="#6b4426"/>` +
        `<path d="M60 330 L90 170 Q94 150 114 152 L300 152 Q320 150 320 170 L340 330 Z" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
        `<rect x="46" y="270" width="308" height="64" rx="20" fill="${f2}" stroke="${o}" stroke-width="3"/>` +
        [120, 200, 280]
          .map(
            (x) =>
              `<circle cx="${x}" cy="${210}" r="4" fill="${o}"/><circle cx="${x}" cy="${302}" r="4" fill="${o}"/>`,
          )
          .join(''),
      detail: { x: 200, y: 280, r: 80 },
    };
  }
  const lshape = kind === 'lshape';
  const tufts =
    kind === 'leatherette'
      ? [100, 150, 200, 250, 300]
          .map(
            (x) =>
              `<circle cx="${x}" cy="${200}" r="3.5" fill="${shade(c, -0.5)}"/><circle cx="${x + 25}" cy="${235}" r="3.5" fill="${shade(c, -0.5)}"/>`,
          )
          .join('')
      : '';
  const shine =
    kind === 'leatherette'
      ? `<path d="M80 180 Q200 166 320 180" stroke="#fff" stroke-width="5" opacity="0.25" fill="none"/>`
      : '';
  const cushions = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${84 + i * 78}" y="260" width="${i === 2 ? 80 : 76}" height="50" rx="14" fill="${f2}" stroke="${o}" stroke-width="2.5"/>`,
    )
    .join('');
  const pillows = `<rect x="96" y="196" width="70" height="62" rx="16" fill="${shade(c, 0.4)}" stroke="${o}" stroke-width="2" transform="rotate(-8 131 227)"/><rect x="236" y="196" width="70" height="62" rx="16" fill="${mix(c, '#f2a33a', 0.55)}" stroke="${o}" stroke-width="2" transform="rotate(8 271 227)"/>`;
  return {
    body:
      defs(d1, d2) +
      `<rect x="70" y="150" width="260" height="130" rx="26" fill="${f1}" stroke="${o}" stroke-width="3"/>` +
      shine +
      tufts +
      `<rect x="66" y="286" width="268" height="58" rx="10" fill="${shade(c, -0.1)}" stroke="${o}" stroke-width="3"/>` +
      `<path d="M80 296 L320 296" stroke="${shade(c, -0.25)}" stroke-width="3" stroke-dasharray="8 6"/>` +
      cushions +
      (kind === 'leatherette' ? '' : pillows) +
      `<rect x="30" y="206" width="58" height="140" rx="22" fill="${f2}" stroke="${o}" stroke-width="3"/>` +
      (lshape
        ? `<rect x="312" y="230" width="80" height="116" rx="14" fill="${f2}" stroke="${o}" stroke-width="3"/><rect x="318" y="240" width="68" height="40" rx="12" fill="${shade(c, 0.35)}" stroke="${o}" stroke-width="2"/>`
        : `<rect x="312" y="206" width="58" height="140" rx="22" fill="${f2}" stroke="${o}" stroke-width="3"/>`) +
      legs,
    detail: { x: 110, y: 262, r: 85 },
  };
}

// ---------------------------------------------------------------------------

export function drawKind(kind: string, colour?: string | null): Art {
  const c = colour ?? defaultColour(kind);
  switch (FAMILY[kind] ?? 'geyser') {
    case 'geyser':
      return geyser(kind, c);
    case 'washer':
      return washer(kind, c);
    case 'pressure':
      return pressure(kind, c);
    case 'vacuum':
      return vacuum(kind, c);
    case 'pump':
      return pump(kind, c);
    case 'mixer':
      return mixer(kind, c);
    case 'grinder':
      return grinder(kind, c);
    case 'stove':
      return stove(kind, c);
    case 'chimney':
      return chimney(kind, c);
    case 'cooler':
      return cooler(kind, c);
    case 'rack':
      return rack(kind, c);
    case 'mat':
      return mat(kind, c);
    default:
      return sofa(kind, c);
  }
}

/** Where a product kind naturally sits in a room: on the floor, a counter, or a wall. */
export function placement(kind: string): 'floor' | 'counter' | 'wall' | 'ceiling' {
  const f = FAMILY[kind];
  if (f === 'geyser') return 'wall';
  if (f === 'chimney') return 'ceiling';
  if (f === 'mixer' || f === 'stove' || (f === 'grinder' && kind !== 'commercial'))
    return 'counter';
  return 'floor';
}

const BOXES = new Map<string, [number, number, number, number]>();

export function setBox(kind: string, box: [number, number, number, number]): void {
  BOXES.set(kind, box);
}

/** Drawn extent [x0, y0, x1, y1] of a kind in its 400x400 box (after measureKinds). */
export function boxOf(kind: string): [number, number, number, number] {
  return BOXES.get(kind) ?? [20, 20, 380, 380];
}
