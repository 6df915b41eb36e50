import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium.ts';
import { e2eMailDir } from './tests/e2e/support/maildir.ts';

const PORT = Number(process.env.E2E_PORT ?? 4310);
// The e2e server writes the e-mail it receives here (serve.ts); the tests read it
// (mailbox.ts). Set in this process so that the test workers inherit it.
const MAILDIR = e2eMailDir(PORT);
process.env.E2E_MAILDIR = MAILDIR;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Tests tagged @mobile run only on the phone, @desktop only on the desktop.
    { name: 'desktop', grepInvert: /@mobile/, use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `node tests/e2e/support/serve.ts`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    env: { E2E_PORT: String(PORT), E2E_MAILDIR: MAILDIR },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
