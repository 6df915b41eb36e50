/** `npm start`: build if needed, then run the server (which migrates and seeds an empty shop). */
import { buildIfStale } from './build-if-stale.ts';

process.env.NODE_ENV ??= 'production';
buildIfStale();
await import('../server/index.ts');
