/**
 * React Router's client instrumentation (`unstable_instrumentations` of HydratedRouter),
 * which the shop does not use: its module (1.1 KB gzip) is kept in every page's code by
 * the router's imports, though never called without instrumentations. In the browser's
 * build the router imports this stand-in instead: with no instrumentations the router
 * only asks it for a navigation's result receiver (there is none); the other two throw,
 * should instrumentations ever be passed.
 */
import type { Plugin } from 'vite';

const STUB = '\0storefront:router-instrumentation';
const ROUTER =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]router[\\/]router\.js$/;

export function withoutRouterInstrumentation(): Plugin {
  return {
    name: 'storefront:without-router-instrumentation',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      return source === './instrumentation.js' && importer && ROUTER.test(importer) ? STUB : null;
    },
    load(id) {
      if (id !== STUB) return null;
      return [
        'const unbundled = () => { throw new Error("React Router instrumentations are not in this build (config/vite-router-instrumentation.ts)"); };',
        'export const consumeInstrumentationClientResultMetaReceiver = () => undefined;',
        'export const getRouteInstrumentationUpdates = unbundled;',
        'export const instrumentClientSideRouter = unbundled;',
      ].join('\n');
    },
  };
}
