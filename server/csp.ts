/**
 * The Content-Security-Policy, in one place: Hono's secureHeaders sends it with a fresh
 * nonce per response; the page cache (page-cache.ts) sends it with the hashes of a cached
 * page's inline scripts instead, so a stored page never carries a nonce.
 */
import type { Context } from 'hono';
import { NONCE } from 'hono/secure-headers';

type Source = string | ((ctx: Context, directive: string) => string);

/**
 * `uploadsOrigin`: the bucket's public address (S3_PUBLIC_URL), when public uploads are
 * linked from there.
 */
export function cspDirectives(isProduction: boolean, uploadsOrigin?: string) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE as Source, 'https://checkout.razorpay.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Map tiles on the store locator.
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
      ...(uploadsOrigin ? [new URL(uploadsOrigin).origin] : []),
    ],
    mediaSrc: ["'self'"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(isProduction ? [] : ['ws:'])],
    frameSrc: ["'self'", 'https://api.razorpay.com', 'https://www.google.com'],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  } satisfies Record<string, Source[]>;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The policy with `scriptSources` (e.g. script hashes) in place of the nonce. */
export function cspWithScripts(
  isProduction: boolean,
  scriptSources: string[],
  uploadsOrigin?: string,
): string {
  return Object.entries(cspDirectives(isProduction, uploadsOrigin))
    .map(([directive, sources]) => {
      const values = sources.flatMap((source) =>
        typeof source === 'string' ? [source] : scriptSources,
      );
      return `${kebab(directive)} ${values.join(' ')}`;
    })
    .join('; ');
}
