/**
 * The instrument's floor (issue 29, ADR 0026): a page with next to nothing on it, measured
 * by `npm run lighthouse` and `npm run bench:interactions` beside the shop's pages, on the
 * same phone calibration. One heading, one sentence and one button whose inline handler
 * changes its label: no stylesheet, no image, no script file. What it scores is what
 * Lighthouse's own work in the page and Chrome's input pipeline cost the simulated phone,
 * and no page can do better: a target that this page barely meets cannot be told apart
 * from the instrument. Its figures move with the host (docs/performance.md has them): on
 * the low-tier phone on 2026-12-01, TBT 39-243 ms in the morning and 0 ms at midday, a
 * tap's INP 48-112 ms and 24-40 ms, against targets of 150 and 200 ms.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the tap bench presses on it: the same name as the shop's own button. */
export const REFERENCE_BUTTON = 'Add to cart';

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title>
<meta name="description" content="A page with nothing on it: the floor under every figure the benches take.">
</head>
<body>
<main>
<h1>Reference page</h1>
<p>A heading, a sentence and a button: what the measurement itself costs.</p>
<button type="button" onclick="this.textContent = 'Added'">${REFERENCE_BUTTON}</button>
</main>
</body>
</html>
`;

/** Lighthouse's SEO category reads it; the page is otherwise all there is. */
const ROBOTS = 'User-agent: *\nAllow: /\n';

/** Serves the reference page at `url` (and a robots.txt) on a free port of this machine. */
export async function startReferencePage(): Promise<{ url: string; close(): void }> {
  const server = http.createServer((request, response) => {
    const robots = request.url === '/robots.txt';
    response.writeHead(200, {
      'content-type': robots ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(robots ? ROBOTS : HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
