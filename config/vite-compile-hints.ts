/**
 * V8's explicit compile hint for the framework file (ADR 0026): `//# allFunctionsCalledOnLoad`
 * as its first line makes Chrome (136 on) compile every function in it as the file streams
 * in, on a background thread, instead of one by one on the main thread as each is first
 * called (v8.dev/blog/explicit-compile-hints). Hydration calls most of React's functions,
 * and a page's first tap its event system's. Only that file: compiling the pages' own code
 * ahead would cost memory for little.
 *
 * Added once the bundle is complete: Vite puts its lazy-import table (`__vite__mapDeps`)
 * at the top of a chunk after rolldown's own banners, and the hint must come first. The
 * precompressed copies (vite-plugin-compression2, made with that table) are made again.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** The precompressed copies, as vite.config.ts's compression plugin makes them. */
const COPIES: Record<string, (code: Buffer) => Promise<Buffer>> = {
  '.br': (code) =>
    promisify(zlib.brotliCompress)(code, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
  '.gz': (code) => promisify(zlib.gzip)(code, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

export function compileHints(chunkName: string): Plugin {
  return {
    name: 'storefront:compile-hints',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.name !== chunkName) continue;
          file.code = HINT + file.code;
          // One more line before the code: the source map's lines move down by one.
          if (file.map) file.map.mappings = `;${file.map.mappings}`;
          for (const [suffix, compress] of Object.entries(COPIES)) {
            const copy = bundle[`${file.fileName}${suffix}`];
            if (copy?.type === 'asset') copy.source = await compress(Buffer.from(file.code));
          }
        }
      },
    },
  };
}
