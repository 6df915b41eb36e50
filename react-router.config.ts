import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Bundle the Hono shell (server/app.ts) with the routes so that the API and the
  // pages share one module graph, one set of context keys and one copy of each module.
  serverBuildFile: 'index.js',
} satisfies Config;
