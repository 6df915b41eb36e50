/**
 * What the API answers a request no route took. A path the API has, asked with a method it
 * does not take, is 405 with `Allow` (OPTIONS: 204 with `Allow`, and no CORS headers, so a
 * browser on another site still may not call it); any other path is 404. The methods come
 * from the API's own OpenAPI document, so a new route is known here the moment it is
 * registered.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../types.ts';
import { apiError } from './errors.ts';

const TEMPLATE_PARAMETER = /\\\{[^/]+?\\\}/g;

/** The methods each path of the document takes, HEAD wherever GET is (Hono answers both). */
export function methodsByPath(
  paths: Record<string, Record<string, unknown>>,
): (path: string) => string[] {
  const table = Object.entries(paths).map(([template, operations]) => ({
    // '/products/{slug}' matches one path segment where the parameter is, nothing more.
    pattern: new RegExp(
      `^${template.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&').replace(TEMPLATE_PARAMETER, '[^/]+')}$`,
    ),
    methods: Object.keys(operations).map((method) => method.toUpperCase()),
  }));
  return (path) => {
    const allowed = new Set<string>();
    for (const { pattern, methods } of table) {
      if (pattern.test(path)) for (const method of methods) allowed.add(method);
    }
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed];
  };
}

export function unmatchedApiRequest(api: OpenAPIHono<AppEnv>, mountedAt: string) {
  const document = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'routes', version: '1' },
  });
  const methodsOf = methodsByPath({
    ...(document.paths as Record<string, Record<string, unknown>>),
    '/openapi.json': { get: {} },
  });
  return (c: Context<AppEnv>) => {
    const path = c.req.path.startsWith(`${mountedAt}/`) ? c.req.path.slice(mountedAt.length) : '';
    const methods = path ? methodsOf(path) : [];
    if (methods.length === 0) return apiError(c, 404, 'not_found', 'No such API endpoint.');
    c.header('Allow', [...methods, 'OPTIONS'].join(', '));
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    return apiError(
      c,
      405,
      'method_not_allowed',
      `This endpoint takes ${methods.join(', ')} requests.`,
    );
  };
}
