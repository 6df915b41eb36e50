import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { compileHints } from './config/vite-compile-hints.ts';
import { rootStylesheetAsLinked } from './config/vite-root-stylesheet.ts';
import { withoutRouterInstrumentation } from './config/vite-router-instrumentation.ts';
import { shellChunk } from './config/vite-shell-chunk.ts';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
/*
 * Modules that pages load together, kept in one file each (the groups below). Left to
 * themselves they split by which page imports what, statically or lazily (the product
 * page loads its related row and the recently-viewed store lazily, but the cart buttons
 * and price at once), into more small files that each compress alone: 0.1-0.2 KB more on
 * every catalog page.
 */
/**
 * The card and its cart buttons, its price and stars, and the turn their writes wait for
 * (lib/shopper-writes.ts, which the /cart and /wishlist clientActions import): every page
 * those buttons are on has it before the first write, which then waits for one small
 * file, not two. Not the dialog: the 'Added to Cart!' dialogs come after the page
 * (cart-result-dialogs.tsx), in the dialog's own file, which the other lazily loaded
 * dialogs (logout's, the menu's, the survey's) share.
 */
const PRODUCT_CARD =
  /[\\/]app[\\/](components[\\/](product-card|cart-actions|ui[\\/](price|stars))\.tsx|lib[\\/]shopper-writes\.ts)$/;
/**
 * The row of cards. Not 'Recently Viewed', which the home page fetches after its own
 * code (nothing of it is on the server's page): the product page loads both lazily.
 */
const PRODUCT_ROW = /[\\/]app[\\/]components[\\/]product-row\.tsx$/;
/**
 * An order's summary and its list of items: checkout and every order page show both (the
 * cart only the summary, and has the room).
 */
const ORDER_SUMMARY = /[\\/]app[\\/]components[\\/](order-summary|line-items)\.tsx$/;
/**
 * The form toolkit: every page with a form loads all of it (one file, one gzip window).
 * Not the schemas, nor Zod: they come after the page (lib/form-schema.ts).
 */
const FORM_KIT =
  /[\\/]app[\\/](lib[\\/](forms|form-schema)\.ts|components[\\/](forms|ui[\\/]field)\.tsx)$/;
/**
 * The back office's page frame, select, payment labels and its forms' validator (which
 * fetches Zod only later): one file instead of four small ones.
 */
const ADMIN_KIT =
  /[\\/]app[\\/](components[\\/](admin[\\/](admin-page\.tsx|admin-validator\.ts)|ui[\\/]select\.tsx)|modules[\\/]admin[\\/]labels\.ts)$/;
/** The chunks, and the shell's stylesheet, that every page loads first. */
const ALWAYS_LOADED = /(^|\/)(framework|rolldown-runtime|shell)-[\w-]+\.(js|css)$/;
const shell = shellChunk({
  root: /[\\/]app[\\/]root\.tsx/,
  exclude: FRAMEWORK,
  include:
    /[\\/]app[\\/](components[\\/]ui[\\/](button|alert|breadcrumb)\.tsx|lib[\\/](product-image|hrefs)\.ts|modules[\\/]cart[\\/]messages\.ts)$/,
});

export default defineConfig({
  experimental: { renderBuiltUrl: rootStylesheetAsLinked(/(^|\/)framework-[\w-]+\.css$/) },
  build: {
    target: 'es2022',
    sourcemap: process.env.SOURCEMAP === '1',
    modulePreload: {
      // Every page has these before any of its code imports another chunk: listing them in
      // each dynamic import's preload list again only costs bytes on every page. Nor is
      // the imported chunk itself, unless the list has a stylesheet: import() fetches it at
      // once, except when the helper first waits for a stylesheet to load.
      resolveDependencies: (file, deps) =>
        deps.filter(
          (dep) =>
            !ALWAYS_LOADED.test(dep) &&
            (dep !== file || deps.some((other) => other.endsWith('.css'))),
        ),
    },
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one file: 3.4 KB less gzip than their four
        // chunks (one compression window) and three fewer requests before first paint. The
        // shell (every module the root imports) joins them: 0.6 KB less again, which paid for
        // the languages' runtime (ADR 0028); the file now changes with the chrome's code.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id: string) => FRAMEWORK.test(id) || shell.group.test(id),
              priority: 2,
            },
            { name: 'product-card', test: PRODUCT_CARD, priority: 1 },
            { name: 'product-row', test: PRODUCT_ROW, priority: 1 },
            { name: 'form-kit', test: FORM_KIT, priority: 1 },
            { name: 'order-summary', test: ORDER_SUMMARY, priority: 1 },
            { name: 'admin-kit', test: ADMIN_KIT, priority: 1 },
          ],
        },
      },
    },
  },
  // The server bundle's entry is the Hono shell, which imports the route build
  // (virtual:react-router/server-build) itself: one module graph for API and pages.
  environments: { ssr: { build: { rollupOptions: { input: './server/app.ts' } } } },
  resolve: { tsconfigPaths: true },
  plugins: [
    reactRouter(),
    withoutRouterInstrumentation(),
    shell.plugin,
    compileHints('framework'),
    // Static assets are served precompressed (brotli and gzip); see ADR 0002.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [/\.(png|jpe?g|webp|avif|mp4|woff2?)$/, /\.vite\//, /(^|\/)index\.js$/],
    }),
  ],
});
