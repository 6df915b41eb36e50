/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on `/`, a collection, a
 * product page, `/cart` and `/checkout` (both with a line in the cart), offline against
 * the production build with Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium),
 * as seen on a named phone rather than on "this machine slowed 4x" (ADR 0026).
 *
 *   npm run lighthouse                    both phones
 *   npm run lighthouse -- --device low    the low-tier phone only (mid, low)
 *   npm run lighthouse -- --without-scripts   the same pages with no script at all
 *
 * Lighthouse's CPU slowdown is a fixed multiple of the host's speed, so its figures change
 * with the machine. Chrome DevTools' calibration scores a mid-tier phone (Pixel 5) 1000 and
 * a low-tier one (Moto G Power 2022) 264 on Lighthouse's benchmarkIndex; the slowdown here
 * is the host's benchmarkIndex divided by the device's score, so the figures hold on any
 * machine. Each run loads the page once (Lighthouse's gather step, which measures the
 * host's benchmarkIndex just before) and simulates each phone from that load with the
 * slowdown of that moment: this host's speed moves by half within minutes, and one index
 * for the whole session made a run on a slow minute a slower phone. Prints for each page and phone the
 * median of RUNS runs (default 3): the four scores, LCP, FCP, TBT, CLS, the longest
 * main-thread task (and the longest after first paint), the script's evaluation time and
 * the JavaScript it loaded (compressed and as evaluated), and the audits that held a
 * category below 100. `--without-scripts` measures the pages with every script taken out
 * (bench/script-free-proxy.ts): what the document alone costs a phone, the floor under any
 * way of hydrating it. Every run measures a reference page first (bench/reference-page.ts:
 * a heading and a button, nothing else), the floor of the instrument itself on that host and
 * that Chromium, which it prints first. BASE_URL measures a shop already running instead;
 * PAGES (comma-separated paths) other pages; LIGHTHOUSE_JSON writes the figures to a file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { unprefixedPath } from '../app/i18n/locales.ts';
import { DEVICES, devicesAsked, slowdown } from './calibration.ts';
import { startReferencePage } from './reference-page.ts';
import { startScriptFreeProxy } from './script-free-proxy.ts';
import { startShopProcess } from './shop-process.ts';
import { inStockProduct, visitorCookies } from './visitor.ts';

const lighthouseVersion = JSON.parse(
  readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
).version as string;

const { values } = parseArgs({
  options: { device: { type: 'string' }, 'without-scripts': { type: 'boolean' } },
});
const devices = devicesAsked(values.device);

/**
 * Runs per page (RUNS, default 3), of which the median is reported, as Lighthouse advises:
 * one run's TBT on this machine varies several-fold (the first page in a fresh browser most).
 */
const RUNS = Number(process.env.RUNS ?? 3);
const shop = process.env.BASE_URL ? null : await startShopProcess(4871);
const base = process.env.BASE_URL ?? shop!.base;
const product = await inStockProduct(base);
/** /cart and /checkout with a line in the cart: an empty one is not what a buyer sees. */
const withCart = await visitorCookies(base, product.variant.id, true);
/** `--without-scripts`: the pages with every script taken out, the floor under hydration. */
const scriptFree = values['without-scripts'] ? await startScriptFreeProxy(base) : null;
const pageBase = scriptFree?.base ?? base;
const pages = process.env.PAGES?.split(',') ?? [
  '/',
  '/collections/Instant-Geysers',
  `/product/${product.slug}`,
  '/cart',
  '/checkout',
];
/** In any language: `/kn/cart` needs the line as much as `/cart`. */
const needsCart = (page: string) => ['/cart', '/checkout'].includes(unprefixedPath(page));
/** The instrument's floor, measured first in every run (bench/reference-page.ts). */
const reference = await startReferencePage();
interface Target {
  /** Its name in LIGHTHOUSE_JSON: the page's path, or `reference`. */
  key: string;
  label: string;
  url: string;
  cart: boolean;
}
const targets: Target[] = [
  {
    key: 'reference',
    label: "the reference page (the instrument's floor)",
    url: reference.url,
    cart: false,
  },
  ...pages.map((page) => ({
    key: page,
    label: scriptFree ? `${page}, without its scripts` : page,
    url: `${pageBase}${page}`,
    cart: needsCart(page),
  })),
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The throttling of a simulated run (the whole object: a partial one drops the network's). */
const throttling = (cpuSlowdownMultiplier: number) => ({
  ...constants.throttling.mobileSlow4G,
  cpuSlowdownMultiplier,
});

/**
 * One load of the page, as Lighthouse's gather step saves it (in a folder), and the host's
 * benchmarkIndex measured just before it.
 */
async function gather(target: Target): Promise<{ folder: string; hostIndex: number }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  await lighthouse(target.url, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: categories,
    gatherMode: folder,
    throttling: throttling(1),
    ...(target.cart ? { extraHeaders: { Cookie: withCart } } : {}),
  });
  const artifacts = JSON.parse(readFileSync(path.join(folder, 'artifacts.json'), 'utf8'));
  return { folder, hostIndex: artifacts.BenchmarkIndex };
}

/**
 * The load in `folder` as seen on a phone slowed `cpuSlowdownMultiplier` times. Simulated
 * throttling loads the page at full speed and applies the multiplier only in the audits, so
 * one load serves both phones; Lighthouse refuses audit settings that differ from the
 * gather's, so the saved settings take the multiplier first.
 */
async function audit(target: Target, folder: string, cpuSlowdownMultiplier: number) {
  const file = path.join(folder, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8'));
  artifacts.settings.throttling = throttling(cpuSlowdownMultiplier);
  writeFileSync(file, JSON.stringify(artifacts));
  const result = await lighthouse(target.url, {
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories,
    auditMode: folder,
    throttling: throttling(cpuSlowdownMultiplier),
    ...(target.cart ? { extraHeaders: { Cookie: withCart } } : {}),
  });
  if (!result) throw new Error(`no Lighthouse result for ${target.label}`);
  const failed = result.lhr.runtimeError?.code;
  // A run that failed (no first paint within Lighthouse's wait, on a loaded machine).
  if (failed || result.lhr.audits['first-contentful-paint']?.numericValue === undefined) {
    return { failed: failed ?? 'no first paint' };
  }
  return { lhr: result.lhr };
}

/**
 * RUNS good runs of the page (up to twice as many attempts), each one load simulated on
 * every phone asked: the reports by phone, and the host's index in each run.
 */
async function runs(target: Target) {
  const byDevice = Object.fromEntries(devices.map((device) => [device, [] as Lhr[]]));
  const hostIndexes: number[] = [];
  for (let attempt = 0; hostIndexes.length < RUNS && attempt < 2 * RUNS; attempt++) {
    const { folder, hostIndex } = await gather(target);
    try {
      const reports: Lhr[] = [];
      for (const device of devices) {
        const outcome = await audit(target, folder, slowdown(hostIndex, device));
        if (!outcome.lhr) {
          console.log(`${target.label}: a run failed (${outcome.failed}), run again`);
          break;
        }
        reports.push(outcome.lhr);
      }
      if (reports.length < devices.length) continue;
      for (const [index, device] of devices.entries()) byDevice[device]!.push(reports[index]!);
      hostIndexes.push(Math.round(hostIndex));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  if (hostIndexes.length === 0) throw new Error(`every Lighthouse run of ${target.label} failed`);
  return { byDevice, hostIndexes };
}

interface Item {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  mimeType?: string;
  duration?: number;
  startTime?: number;
  total?: number;
  scripting?: number;
}
const items = (lhr: Lhr, id: string) =>
  ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

function figures(lhr: Lhr) {
  const { categories, audits } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
  const fcp = ms('first-contentful-paint');
  const tasks = items(lhr, 'long-tasks');
  const longest = (list: Item[]) => Math.round(Math.max(0, ...list.map((t) => t.duration ?? 0)));
  const scripts = items(lhr, 'network-requests').filter((r) => r.resourceType === 'Script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: ms('largest-contentful-paint'),
    fcp,
    tbt: ms('total-blocking-time'),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    longestTask: longest(tasks),
    longestTaskAfterFcp: longest(tasks.filter((t) => (t.startTime ?? 0) >= fcp)),
    scriptEvaluationMs: Math.round(
      items(lhr, 'bootup-time').reduce((sum, row) => sum + (row.scripting ?? 0), 0),
    ),
    jsTransferred: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsEvaluated: scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
    held: Object.entries(categories)
      .filter(([, category]) => (category.score ?? 1) < 1)
      .flatMap(([id, category]) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${id}: ${ref.id}`),
      ),
  };
}

const report: Record<string, Record<string, unknown>> = Object.fromEntries(
  devices.map((device) => [device, {}]),
);
try {
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    Browser: string;
  };
  console.log(`${version.Browser}, Lighthouse ${lighthouseVersion}, ${RUNS} runs a page`);
  // A load of each page before the measured ones warms the shop's caches and the browser,
  // as any visitor before the measured one would.
  for (const target of targets)
    await gather(target).then(({ folder }) => rmSync(folder, { recursive: true }));
  for (const target of targets) {
    const { byDevice, hostIndexes } = await runs(target);
    console.log(`\n${target.label} (host benchmarkIndex in these runs: ${hostIndexes.join(', ')})`);
    for (const device of devices) {
      const measured = byDevice[device]!;
      const { name, score } = DEVICES[device];
      const multipliers = hostIndexes.map((index) => slowdown(index, device));
      // Lighthouse's own choice of the run to report: the median of FCP and interactivity.
      const f = figures(computeMedianRun(measured) as Lhr);
      const tbts = measured.map((lhr) =>
        Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      );
      report[device]![target.key] = {
        ...f,
        tbtRuns: tbts,
        hostIndexRuns: hostIndexes,
        multipliers,
      };
      console.log(
        [
          `  ${name}, benchmarkIndex ${score}: CPU slowdown ${multipliers.join(', ')}x`,
          `    performance ${f.performance}, accessibility ${f.accessibility}, best practices ${f.bestPractices}, SEO ${f.seo}`,
          `    LCP ${f.lcp} ms, FCP ${f.fcp} ms, TBT ${f.tbt} ms (runs: ${tbts.join(', ')}), CLS ${f.cls}`,
          `    longest task ${f.longestTask} ms (after first paint ${f.longestTaskAfterFcp} ms), script evaluation ${f.scriptEvaluationMs} ms`,
          `    JavaScript ${f.jsTransferred} B transferred, ${f.jsEvaluated} B evaluated`,
          ...(f.held.length ? [`    held back by: ${f.held.join('; ')}`] : []),
        ].join('\n'),
      );
    }
  }
  if (process.env.LIGHTHOUSE_JSON) {
    writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(report, null, 2));
  }
} finally {
  chrome.kill();
  scriptFree?.close();
  reference.close();
  shop?.stop();
}
