/**
 * Generates the demo artwork under media/ from the seed data: product images
 * (with -300/-600 srcset copies), category tiles, hero slides, Watch and Shop
 * videos with posters, store fronts and brand files.
 *
 *   node scripts/generate-assets.ts [--force] [--only=products,videos,...]
 *
 * Existing files are skipped unless --force. Output is deterministic: all
 * variation comes from seeded PRNGs. Drawings live in scripts/assets/.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { CATEGORY_THUMB_WIDTH } from '../app/lib/product-image.ts';
import { STORE } from '../config/store.ts';
import { EMAIL_LOGO } from '../config/store-contact.ts';
import { CATEGORIES } from '../db/seed/data/categories.ts';
import { PRODUCT_ART_KINDS, PRODUCTS } from '../db/seed/data/products.ts';
import { SLIDER_ART, SLIDERS } from '../db/seed/data/sliders.ts';
import { STORES } from '../db/seed/data/stores.ts';
import { VIDEO_ART, VIDEOS } from '../db/seed/data/videos.ts';
import { CATEGORY_KIND, defaultColour, FAMILY } from './assets/art.ts';
import { measureKinds } from './assets/measure.ts';
import {
  categoryTile,
  faviconSvg,
  logoSvg,
  ogImage,
  placeholder,
  productAngled,
  productDetail,
  productFront,
  productLifestyle,
  razorpaySvg,
  type SlideSpec,
  slideDesktop,
  slideMobile,
  storeFront,
  type Theme,
  videoEndCard,
  videoScene,
} from './assets/scenes.ts';
import { BRAND, hashString } from './assets/svg.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
const MEDIA = join(ROOT, 'media');
const QUALITY = 72;
const CONCURRENCY = 4;

const args = process.argv.slice(2);
const FORCE = args.includes('--force');
const ONLY = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

function fileOf(publicPath: string): string {
  if (!publicPath.startsWith('/media/')) throw new Error(`Not a media path: ${publicPath}`);
  return join(MEDIA, publicPath.slice('/media/'.length));
}

/** '/media/products/x/1.webp' -> '/media/products/x/1-300.webp' */
function sized(publicPath: string, width: number): string {
  return publicPath.replace(/\.webp$/, `-${width}.webp`);
}

interface Job {
  group: string;
  /** Files the job writes (absolute); skipped when all exist and not forced. */
  outputs: string[];
  run: () => Promise<void>;
}

const jobs: Job[] = [];
const seen = new Set<string>();
function addJob(group: string, outputs: string[], fn: () => Promise<void>): void {
  const fresh = outputs.filter((o) => !seen.has(o));
  if (fresh.length === 0) return;
  for (const o of fresh) seen.add(o);
  jobs.push({ group, outputs: fresh, run: fn });
}

async function ensureDir(file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
}

/** Renders an SVG document to WebP, optionally with extra resized copies. */
async function svgToWebp(
  svg: string,
  file: string,
  copies: { file: string; width: number; height: number }[] = [],
): Promise<void> {
  await ensureDir(file);
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await sharp(data, raw).webp({ quality: QUALITY, effort: 4 }).toFile(file);
  for (const c of copies) {
    await sharp(data, raw)
      .resize(c.width, c.height, { kernel: 'lanczos3' })
      .webp({ quality: QUALITY, effort: 4 })
      .toFile(c.file);
  }
}

async function writeText(file: string, text: string): Promise<void> {
  await ensureDir(file);
  await writeFile(file, text);
}

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

for (const p of PRODUCTS) {
  const kind = PRODUCT_ART_KINDS[p.slug] ?? CATEGORY_KIND[p.categories[0] ?? ''] ?? 'instant';
  const colour = p.colour?.hex ?? null;
  p.images.forEach((img, i) => {
    const main = fileOf(img);
    const c600 = fileOf(sized(img, 600));
    const c300 = fileOf(sized(img, 300));
    addJob('products', [main, c600, c300], async () => {
      const view = i % 4;
      const svg =
        view === 0
          ? productFront(kind, colour)
          : view === 1
            ? productAngled(kind, colour)
            : view === 2
              ? productDetail(kind, colour)
              : productLifestyle(kind, colour, hashString(p.slug));
      await svgToWebp(svg, main, [
        { file: c600, width: 600, height: 720 },
        { file: c300, width: 300, height: 360 },
      ]);
    });
  });
}

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

for (const cat of CATEGORIES) {
  const file = fileOf(cat.image);
  const thumb = fileOf(sized(cat.image, CATEGORY_THUMB_WIDTH));
  addJob('categories', [file, thumb], async () => {
    const kind = CATEGORY_KIND[cat.name];
    const svg = kind
      ? categoryTile([{ kind, colour: colourForCategory(cat.name, kind) }])
      : categoryTile([
          { kind: 'instant', colour: '#2f6fb5' },
          { kind: 'twintub', colour: '#8c2338' },
          { kind: 'mixer', colour: '#c9302c' },
          { kind: 'fabric', colour: '#3c5d8f' },
        ]);
    await svgToWebp(svg, file, [
      { file: thumb, width: CATEGORY_THUMB_WIDTH, height: CATEGORY_THUMB_WIDTH },
    ]);
  });
}

/** A category tile uses the colour of its first coloured product of that kind, if any. */
function colourForCategory(name: string, kind: string): string {
  const p = PRODUCTS.find(
    (x) => x.categories[0] === name && PRODUCT_ART_KINDS[x.slug] === kind && x.colour,
  );
  return p?.colour?.hex ?? defaultColour(kind);
}

// ---------------------------------------------------------------------------
// Sliders
// ---------------------------------------------------------------------------

function stem(publicPath: string): string {
  return publicPath.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/, '');
}

for (const s of SLIDERS) {
  const art = SLIDER_ART.find((a) => a.name === stem(s.image));
  const product = PRODUCTS.find((p) => p.slug === s.target);
  const fallbackKind = product
    ? (PRODUCT_ART_KINDS[product.slug] ?? 'instant')
    : (CATEGORY_KIND[(s.target ?? '').replace(/-/g, ' ')] ?? 'twintub');
  const spec: SlideSpec = {
    eyebrow: art?.eyebrow ?? (s.type === 'promotion' ? 'Offer' : 'Gruha Appliances'),
    headline: s.title,
    subline: art?.subline ?? STORE.tagline,
    cta: art?.cta ?? 'Shop now',
    art: art?.art ?? [fallbackKind],
    colours: art?.colours ?? [product?.colour?.hex ?? defaultColour(fallbackKind)],
    theme: (art?.theme ?? 'teal') as Theme,
  };
  const desktop = fileOf(s.image);
  const mobile = fileOf(s.mobileImage);
  addJob('sliders', [desktop], () => svgToWebp(slideDesktop(spec), desktop));
  addJob('sliders', [mobile], () => svgToWebp(slideMobile(spec), mobile));
}

// ---------------------------------------------------------------------------
// Stores
// ---------------------------------------------------------------------------

for (const st of STORES) {
  const file = fileOf(st.image);
  const prefix = `Gruha Appliances ${st.town}`;
  const area = st.name.startsWith(prefix) ? st.name.slice(prefix.length).trim() : '';
  addJob('stores', [file], () => svgToWebp(storeFront(st.code, st.town, area), file));
}

// ---------------------------------------------------------------------------
// Brand
// ---------------------------------------------------------------------------

{
  const textFiles: [string, () => string][] = [
    [STORE.logo, () => logoSvg(BRAND.teal, BRAND.accent, BRAND.teal)],
    [STORE.logoWhite, () => logoSvg('#ffffff', 'none', '#ffffff')],
    [STORE.favicon, () => faviconSvg()],
    [STORE.paymentBadge, () => razorpaySvg()],
  ];
  for (const [p, fn] of textFiles) {
    const file = fileOf(p);
    addJob('brand', [file], () => writeText(file, fn()));
  }
  // E-mail clients show no SVG: the e-mails' logo is a PNG at twice its drawn size.
  const emailLogo = fileOf(EMAIL_LOGO);
  addJob('brand', [emailLogo], async () => {
    await ensureDir(emailLogo);
    await sharp(Buffer.from(logoSvg('#ffffff', 'none', '#ffffff')), { density: 144 })
      .png({ compressionLevel: 9, palette: true })
      .toFile(emailLogo);
  });
  const og = fileOf(STORE.ogImage);
  addJob('brand', [og], () => svgToWebp(ogImage(STORE.tagline), og));
  const ph = fileOf('/media/brand/placeholder.webp');
  addJob('brand', [ph], () => svgToWebp(placeholder(), ph));
}

// ---------------------------------------------------------------------------
// Videos
// ---------------------------------------------------------------------------

const SCENE_SECONDS = 2.8;
const FADE = 0.5;
const FPS = 24;

async function makeVideo(
  scenes: string[],
  mp4: string,
  poster: string,
  workDir: string,
): Promise<void> {
  await ensureDir(mp4);
  const pngs: string[] = [];
  for (let i = 0; i < scenes.length; i++) {
    const png = join(workDir, `s${i}.png`);
    await sharp(Buffer.from(scenes[i]!)).png({ compressionLevel: 1 }).toFile(png);
    pngs.push(png);
  }
  await sharp(pngs[0]).resize(540, 960).webp({ quality: QUALITY }).toFile(poster);
  const frames = Math.round(SCENE_SECONDS * FPS);
  const parts: string[] = [];
  pngs.forEach((_, i) => {
    // Alternate slow zoom-in and zoom-out so the cut feels alive.
    const z = i % 2 === 0 ? `1+0.0012*on` : `1.08-0.0012*on`;
    parts.push(
      `[${i}:v]zoompan=z='${z}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=540x960:fps=${FPS},setsar=1,format=yuv420p[v${i}]`,
    );
  });
  let last = 'v0';
  let length = SCENE_SECONDS;
  for (let i = 1; i < pngs.length; i++) {
    const out = `x${i}`;
    parts.push(
      `[${last}][v${i}]xfade=transition=${i === 1 ? 'fade' : 'smoothleft'}:duration=${FADE}:offset=${(length - FADE).toFixed(2)}[${out}]`,
    );
    length = length + SCENE_SECONDS - FADE;
    last = out;
  }
  const inputs = pngs.flatMap((p) => ['-i', p]);
  let crf = 30;
  for (;;) {
    await run(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        ...inputs,
        '-filter_complex',
        parts.join(';'),
        '-map',
        `[${last}]`,
        '-an',
        '-c:v',
        'libx264',
        '-preset',
        'medium',
        '-tune',
        'animation',
        '-crf',
        String(crf),
        '-pix_fmt',
        'yuv420p',
        '-r',
        String(FPS),
        '-threads',
        '2',
        '-movflags',
        '+faststart',
        mp4,
      ],
      { maxBuffer: 1 << 20 },
    );
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(mp4));
    if (size <= 290_000 || crf >= 40) break;
    crf += 3;
  }
}

for (const v of VIDEOS) {
  const mp4 = fileOf(v.videoUrl);
  const poster = fileOf(v.posterImage);
  const art = VIDEO_ART.find((a) => a.name === stem(v.videoUrl));
  const product = PRODUCTS.find((p) => p.slug === v.productSlugs[0]);
  const kind = product ? (PRODUCT_ART_KINDS[product.slug] ?? 'instant') : 'instant';
  const kinds = art?.art ?? [kind, kind];
  const colours = art?.colours ?? [
    product?.colour?.hex ?? defaultColour(kind),
    product?.colour?.hex ?? defaultColour(kind),
  ];
  const captions = art?.captions ?? [v.title, 'Gruha Appliances'];
  const theme = (art?.theme ?? 'teal') as Theme;
  addJob('videos', [mp4, poster], async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gruha-video-'));
    try {
      await makeVideo(
        [
          videoScene(kinds[0], colours[0], captions[0], theme, 'WATCH AND SHOP'),
          videoScene(kinds[1], colours[1], captions[1], theme, 'WATCH AND SHOP'),
          videoEndCard(v.title, theme, kinds, colours),
        ],
        mp4,
        poster,
        dir,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

// ---------------------------------------------------------------------------
// Runner
// ---------------------------------------------------------------------------

async function pool(list: Job[], limit: number): Promise<void> {
  let next = 0;
  let done = 0;
  const workers = Array.from({ length: Math.min(limit, list.length) }, async () => {
    while (next < list.length) {
      const job = list[next++]!;
      await job.run();
      done++;
      if (done % 50 === 0) console.log(`  ${done}/${list.length}`);
    }
  });
  await Promise.all(workers);
}

async function main(): Promise<void> {
  const started = Date.now();
  sharp.cache(false);
  sharp.concurrency(1);
  await measureKinds([...Object.keys(FAMILY), ...Object.values(PRODUCT_ART_KINDS)]);
  const todo = jobs.filter(
    (j) => (!ONLY || ONLY.includes(j.group)) && (FORCE || !j.outputs.every((o) => existsSync(o))),
  );
  const videos = todo.filter((j) => j.group === 'videos');
  const images = todo.filter((j) => j.group !== 'videos');
  console.log(
    `generate-assets: ${todo.length} of ${jobs.length} jobs to run (${images.length} image, ${videos.length} video)${FORCE ? ' [--force]' : ''}`,
  );
  await Promise.all([pool(images, CONCURRENCY - 1), pool(videos, 1)]);
  console.log(`generate-assets: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();
