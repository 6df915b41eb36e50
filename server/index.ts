/**
 * Process entry. First the memory settings the shop runs with (server/runtime-settings.ts:
 * the process may replace itself here) and the module loader's package.json cache
 * (server/package-type-hook.ts), then the shop itself (server/serve.ts), imported only now
 * so that the hook sees its modules.
 */
import { registerPackageTypeHook } from './package-type-hook.ts';
import { ensureRuntimeSettings } from './runtime-settings.ts';

ensureRuntimeSettings();
registerPackageTypeHook();
await import('./serve.ts');
