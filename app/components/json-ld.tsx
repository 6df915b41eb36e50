/**
 * A JSON-LD document in a <script type="application/ld+json">. It is data, not script
 * (the CSP needs no nonce), but it sits inside HTML: '<', '>', '&' and the two JavaScript
 * line separators are written as \u escapes so no text in the catalog can close the tag.
 */
import { useLocation } from 'react-router';

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Structured data for search engines, written by the server only. Pass the document as
 * `import.meta.env.SSR && build(...)`: in the browser the expression is `false`, so the
 * builders drop out of the page's code and nothing of the document travels twice in the
 * hydration data. Hydration leaves the server's script as it is (React neither compares
 * nor rewrites the inner HTML of an element it hydrates while that prop is unchanged).
 * Keyed by the location: once the shopper navigates, the script is a new, empty one
 * rather than the first page's (crawlers read the server's documents).
 */
export function JsonLd({ data }: { data: object | false }) {
  const { key } = useLocation();
  return (
    <script
      key={key}
      type="application/ld+json"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by serializeJsonLd.
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR && data ? serializeJsonLd(data) : '' }}
    />
  );
}
