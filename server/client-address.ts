/**
 * The client's IP address. Behind reverse proxies the socket's peer is the nearest proxy;
 * with TRUST_PROXY=n the address is the one the n-th proxy from us saw, read from
 * X-Forwarded-For, to which each proxy appends its own peer. Entries further left were
 * written by the client and could be forged, so they are never used.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context, trustProxy: number): string {
  const peer = getConnInfo(c).remote.address ?? 'unknown';
  if (trustProxy === 0) return peer;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.at(-trustProxy) ?? peer;
}
