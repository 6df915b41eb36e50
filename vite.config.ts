import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one file: 3.4 KB less gzip than their four
        // chunks (one compression window) and three fewer requests before first paint.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
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
    // Static assets are served precompressed (brotli and gzip); see ADR 0002.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [/\.(png|jpe?g|webp|avif|mp4|woff2?)$/, /\.vite\//, /(^|\/)index\.js$/],
    }),
  ],
});
