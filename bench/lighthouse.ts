/**
 * `npm run lighthouse`: Lighthouse (mobile, its default throttling) on `/`, a collection,
 * a product page and `/cart`, offline against the production build, with Debian's
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Prints, for each page's median run
 * of RUNS (default 3), its four scores,
 * LCP, FCP, TBT, CLS, the JavaScript and HTML bytes it loaded, and the audits that held
 * a category below 100. BASE_URL measures a shop already running instead; PAGES (comma-
 * separated paths) other pages.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startShopProcess } from './shop-process.ts';

/**
 * Runs per page (RUNS, default 3), of which the median is reported, as Lighthouse advises:
 * one run's TBT on this machine varies several-fold (the first page in a fresh browser most).
 */
const RUNS = Number(process.env.RUNS ?? 3);
const shop = process.env.BASE_URL ? null : await startShopProcess(4871);
const base = process.env.BASE_URL ?? shop!.base;
const listed = (await (await fetch(`${base}/api/v1/products?pageSize=5`)).json()) as {
  data: { products: { slug: string }[] };
};
const pages = process.env.PAGES?.split(',') ?? [
  '/',
  '/collections/Instant-Geysers',
  `/product/${listed.data.products[0]!.slug}`,
  '/cart',
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

interface Item {
  resourceType?: string;
  transferSize?: number;
}

try {
  for (const page of pages) {
    // A first visit warms the shop's caches, as any visitor before the measured one would.
    await fetch(`${base}${page}`);
    const runs = [];
    // A run that failed (no first paint within Lighthouse's wait, on a loaded machine) is
    // reported and run again, up to as many times as the runs asked for.
    for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      const failed = result.lhr.runtimeError?.code;
      if (failed || result.lhr.audits['first-contentful-paint']?.numericValue === undefined) {
        console.log(`${page}: a run failed (${failed ?? 'no first paint'}), run again`);
        continue;
      }
      runs.push(result.lhr);
    }
    if (runs.length === 0) throw new Error(`every Lighthouse run of ${page} failed`);
    // Lighthouse's own choice of the run to report: the median of FCP and interactivity.
    const { categories, audits } = computeMedianRun(runs) as (typeof runs)[number];
    const tbts = runs.map((run) =>
      Math.round(run.audits['total-blocking-time']?.numericValue ?? 0),
    );
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
    const items = ((audits['resource-summary']?.details as { items?: Item[] } | undefined)?.items ??
      []) as Item[];
    const bytes = (type: string) =>
      items.find((item) => item.resourceType === type)?.transferSize ?? 0;
    console.log(
      `${page}\n  performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}\n  LCP ${ms('largest-contentful-paint')} ms, FCP ${ms('first-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms (runs: ${tbts.join(', ')}), CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}\n  JavaScript ${bytes('script')} B, HTML ${bytes('document')} B, CSS ${bytes('stylesheet')} B, images ${bytes('image')} B`,
    );
    for (const [id, category] of Object.entries(categories)) {
      if ((category.score ?? 1) >= 1) continue;
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${ref.id} (${audits[ref.id]?.title})`);
      if (failing.length) console.log(`  ${id} held back by: ${failing.join('; ')}`);
    }
  }
} finally {
  chrome.kill();
  shop?.stop();
}
