import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

const integration = (name: string, backend: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    env: { TEST_DB_BACKEND: backend },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.ts',
            'config/**/*.test.ts',
            'db/**/*.test.ts',
            'server/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      integration('integration', 'pglite'),
      ...(postgresUrl ? [integration('integration-pg', 'postgres')] : []),
    ],
  },
});
