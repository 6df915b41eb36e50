/**
 * Product description HTML, made safe to render, with sanitize-html and a strict
 * allowlist: text formatting, lists, tables, links (http, https, mailto, tel) and
 * same-origin images. Script-capable elements are dropped with their content; unknown
 * tags are dropped and their text kept; every attribute outside the list goes.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'span',
    'div',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: {
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Script, style and foreign content go entirely, text and all.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'xmp',
    'noembed',
    'noframes',
    'title',
  ],
  // The page's own <h1> is the product name.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^(https?:)?\/\//i.test(attribs.href ?? '');
      const { rel: _ignored, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, rel: 'nofollow noopener noreferrer' } : rest,
      };
    },
  },
  exclusiveFilter: (frame) =>
    // Images only from our own origin (the CSP allows no other image host).
    frame.tag === 'img' && !/^\/(?!\/)/.test(frame.attribs.src ?? ''),
};

/** Product description HTML reduced to a safe allowlist. */
export function sanitizeProductHtml(input: unknown): string {
  if (typeof input !== 'string' || input === '') return '';
  return sanitizeHtml(input, OPTIONS);
}
