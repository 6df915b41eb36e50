/**
 * Preloaded (`node --import`) into the child process that runs openapi-typescript.
 * openapi-typescript 7 builds its output with TypeScript 5's compiler API (`ts.factory`,
 * the printer), which TypeScript 7 (the repo's `typescript`) no longer has as a JS API. So
 * for openapi-typescript's own modules only, the bare specifier `typescript` resolves to
 * the `typescript5` devDependency (npm:typescript@5.9.3); everything else, and the type
 * check of what it generates, keeps TypeScript 7.
 */
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (
      specifier === 'typescript' &&
      context.parentURL?.includes('/node_modules/openapi-typescript/')
    )
      return nextResolve('typescript5', context);
    return nextResolve(specifier, context);
  },
});
