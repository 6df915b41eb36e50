/**
 * Debian's Chromium (Playwright cannot download browsers here): /usr/bin/chromium,
 * or CHROMIUM_PATH. The flags keep it quiet on a machine without network.
 */
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH.',
    );
  }
  return found;
}

export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  };
}
