/**
 * Where the e2e server (serve.ts) leaves the e-mail it receives, shared by
 * playwright.config.ts, serve.ts and the tests' mailbox.ts and control.ts.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One file per message and recipient: 000001.eml, 000002.eml, ... in arrival order. */
export const MAIL_SUFFIX = '.eml';
/** Holds the URL of serve.ts's control endpoint. */
export const CONTROL_FILE = 'control-url';

/** E2E_MAILDIR, or a directory of its own per port (two runs on two ports never mix). */
export function e2eMailDir(port: number | string): string {
  return process.env.E2E_MAILDIR || path.join(tmpdir(), `storefront-e2e-mail-${port}`);
}
