/**
 * Message namespaces: each is one catalog file per language (catalogs/{namespace}.{code}.json)
 * and is sent to the browser only with the pages that use it, so a page carries the
 * messages it can show and no others. The id of a message is its English text (the
 * spec's texts, word for word), so English needs no catalog but for plurals and
 * placeholders.
 */
export const NAMESPACES = [
  /** The chrome on every page: header, menus, footer, newsletter, survey, errors. */
  'common',
  /** Messages of the shared form fields and the schemas' refusals: sent by pages with forms. */
  'forms',
  /** The pincode field and its answers: the product page's delivery check and the address forms. */
  'pincode',
  'home',
  /** Product cards wherever they are: name, price, cart and wishlist buttons, their answers; Watch-and-Shop videos' buttons (home strip, product gallery). */
  'cards',
  /** Listings, search, categories, collections, the wishlist page. */
  'catalog',
  /** The listings' and search's filters: facets, chips, the phone's sheet, ignored parameters. */
  'filters',
  /** The capacity advisor's questions, advice and messages (/advisor/{category}). */
  'advisor',
  /** The product page: variants, gallery, delivery check, details. */
  'product',
  /** The compare page and the compare tray (sent by the root only with a comparison list). */
  'compare',
  /** The product page's list of reviews and its forms: sent only when there are reviews. */
  'reviews',
  /** The product page's answered questions, their search and answer forms: sent only when there are some. */
  'questions',
  /** The page a buyer writes a review on, and its answers. */
  'reviewing',
  'cart',
  'checkout',
  /** Sign-up, login, reset, verification, the account and its addresses. */
  'account',
  /** My Orders, Track Order, the placed page. */
  'orders',
  /** A service request's page and its form, and Track service request (issue 35). */
  'service',
  /** About, Contact, the survey page, the newsletter page, stores, policy pages. */
  'content',
  /** E-mails and the invoice (server only). */
  'emails',
  /** The policy and About pages' long texts, translated by their loaders (server only). */
  'pages',
  /** What only the server writes: the store's details, refusals translated with the answer. */
  'server',
] as const;

export type Namespace = (typeof NAMESPACES)[number];
