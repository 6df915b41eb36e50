/**
 * The shell chunk: every module the root route imports statically (header, icons,
 * toasts, formatters...) in one file. Every page loads the root route, so none
 * of these is ever loaded in vain; left to automatic chunking they were twenty files of
 * 0.1-2 KB that each compress alone (3.4 KB more gzip in all, and twenty requests).
 *
 * `include` adds modules that nearly every page loads although the root does not import
 * them (buttons, alerts, image and link helpers, the cart's texts): alone they would be a
 * file of their own on every page, or be pulled into whichever group imports them first.
 *
 * The plugin walks the root's static imports once the module graph is complete
 * (`buildEnd`); the code-splitting group it returns asks that set, which rolldown consults
 * later, while it forms chunks.
 */
import type { Plugin } from 'vite';

export function shellChunk(options: { root: RegExp; exclude: RegExp; include?: RegExp }) {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'storefront:shell-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const rootIds = [...this.getModuleIds()].filter(
        (id) => options.root.test(id) || options.include?.test(id),
      );
      const queue = [...rootIds];
      while (queue.length) {
        const id = queue.pop() as string;
        if (shell.has(id) || options.exclude.test(id)) continue;
        shell.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const group = { name: 'shell', test: (id: string) => shell.has(id) };
  return { plugin, group };
}
