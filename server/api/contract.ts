/**
 * What the OpenAPI document says beside each route's own schemas, so that integrators can
 * generate clients from it (issue 36): every operation's stable `operationId`, who may
 * call it (the security schemes), and the error answers that the shell's shared
 * middleware (server/app.ts) and the API's error handling give on any route, whichever
 * handler runs. A route's own refusals (404, 409, 422…) stay in its createRoute.
 *
 * The table is keyed by 'METHOD /path' as the document writes it; a route registered
 * without an entry here fails the document's build (and so every test that reads it), so a
 * new route cannot go out without its operationId and its security.
 */
import { sessionCookieName } from '../../app/modules/identity/session-policy.ts';

/**
 * Who may call an operation:
 * - `anyone`: no credentials (`security: []`);
 * - `shopper`: the session cookie if there is one: the cart, wishlist, checkout and the
 *   orders of this session or account. A caller without one is a new guest (a write starts
 *   the session and sets the cookie);
 * - `signedIn`: the session cookie of a signed-in account, else 401;
 * - `razorpay`, `whatsapp`: the provider's signature header over the raw body.
 */
export type Access = 'anyone' | 'shopper' | 'signedIn' | 'razorpay' | 'whatsapp';

interface Operation {
  operationId: string;
  access: Access;
}

const op = (operationId: string, access: Access): Operation => ({ operationId, access });

export const OPERATIONS: Record<string, Operation> = {
  // Catalog, search, content, stores, shipping: public and cacheable.
  'GET /categories': op('listCategories', 'anyone'),
  'GET /collections': op('listCollectionGroups', 'anyone'),
  'GET /collections/{slug}': op('getCollection', 'anyone'),
  'GET /products/featured': op('listFeaturedProducts', 'anyone'),
  'GET /products/deals': op('listDealProducts', 'anyone'),
  'GET /products/offers': op('listOfferProducts', 'anyone'),
  'GET /products/recent': op('listRecentProducts', 'anyone'),
  'GET /products': op('listProducts', 'anyone'),
  'GET /products/{slug}': op('getProduct', 'anyone'),
  'GET /products/{slug}/related': op('listRelatedProducts', 'anyone'),
  'GET /products/{slug}/colours': op('listProductColours', 'anyone'),
  'GET /search': op('searchProducts', 'anyone'),
  'GET /search/suggestions': op('suggestSearches', 'anyone'),
  'GET /sliders': op('listSliders', 'anyone'),
  'GET /videos': op('listVideos', 'anyone'),
  'GET /stores': op('listStores', 'anyone'),
  'GET /pincodes/{pincode}': op('checkPincode', 'anyone'),
  'GET /stores/pickup': op('listPickupStores', 'anyone'),
  'GET /compare': op('compareProducts', 'anyone'),
  // Cart and wishlist: the session's (a guest's or an account's).
  'GET /cart': op('getCart', 'shopper'),
  'POST /cart/coupon': op('applyCartCoupon', 'shopper'),
  'DELETE /cart/coupon': op('removeCartCoupon', 'shopper'),
  'GET /cart/summary': op('getCartSummary', 'shopper'),
  'POST /cart/lines': op('addCartLine', 'shopper'),
  'PATCH /cart/lines/{lineId}': op('setCartLineQuantity', 'shopper'),
  'DELETE /cart/lines/{lineId}': op('removeCartLine', 'shopper'),
  // Signed in, the account's e-mail is used when the body has none.
  'POST /variants/{variantId}/notify': op('askForStockAlert', 'shopper'),
  'GET /wishlist': op('getWishlist', 'shopper'),
  'GET /wishlist/count': op('getWishlistCount', 'shopper'),
  'POST /wishlist/toggle': op('toggleWishlistItem', 'shopper'),
  'DELETE /wishlist/items/{variantId}': op('removeWishlistItem', 'shopper'),
  // Account: signing in and out works on the session the request brings, if any.
  'POST /auth/signup': op('signUp', 'anyone'),
  'POST /auth/verify': op('verifyEmail', 'anyone'),
  'POST /auth/resend': op('resendVerification', 'anyone'),
  'POST /auth/login': op('logIn', 'shopper'),
  'POST /auth/logout': op('logOut', 'shopper'),
  'POST /auth/password-reset': op('requestPasswordReset', 'anyone'),
  'POST /auth/password-reset/confirm': op('confirmPasswordReset', 'anyone'),
  'GET /account': op('getAccount', 'signedIn'),
  'PATCH /account': op('updateAccount', 'signedIn'),
  'PUT /account/order-updates': op('setOrderUpdates', 'signedIn'),
  'POST /account/password': op('changePassword', 'signedIn'),
  'GET /account/addresses': op('listAddresses', 'signedIn'),
  'POST /account/addresses': op('addAddress', 'signedIn'),
  'PATCH /account/addresses/{addressId}': op('updateAddress', 'signedIn'),
  'DELETE /account/addresses/{addressId}': op('deleteAddress', 'signedIn'),
  'POST /account/addresses/{addressId}/default': op('setDefaultAddress', 'signedIn'),
  // Checkout, payment and orders: the session's cart and the orders it (or its account) placed.
  'GET /checkout/quote': op('getCheckoutQuote', 'shopper'),
  'POST /checkout/orders': op('placeOrder', 'shopper'),
  'POST /payments/verify': op('verifyPayment', 'shopper'),
  // Posted from Razorpay's page without our cookies: the signature in the form is the proof.
  'POST /payments/callback/{orderId}': op('paymentCallback', 'anyone'),
  'POST /payments/webhook': op('razorpayWebhook', 'razorpay'),
  'GET /orders': op('listOrders', 'signedIn'),
  'POST /orders/track': op('trackOrder', 'anyone'),
  'GET /orders/{orderId}': op('getOrder', 'shopper'),
  'GET /orders/{orderId}/invoice': op('getOrderInvoice', 'shopper'),
  'GET /installation': op('getInstallationOffer', 'anyone'),
  'GET /installation/slots': op('listInstallationSlots', 'anyone'),
  'POST /orders/{orderId}/installation': op('bookInstallation', 'shopper'),
  'DELETE /orders/{orderId}/installation': op('cancelInstallation', 'shopper'),
  // Engagement: forms anyone may send; the one-click link's signed token is its authority.
  'POST /contact': op('sendContactMessage', 'anyone'),
  'POST /survey': op('answerSurvey', 'anyone'),
  'POST /newsletter/subscribe': op('subscribeToNewsletter', 'anyone'),
  'POST /newsletter/unsubscribe': op('unsubscribeFromNewsletter', 'anyone'),
  'POST /offers/unsubscribe/{token}': op('unsubscribeFromOffers', 'anyone'),
  // Reviews and questions: read by anyone, written by a signed-in account; a helpful vote
  // or a report is the session's (a guest's too).
  'GET /products/{slug}/reviews': op('listProductReviews', 'anyone'),
  'POST /products/{slug}/reviews': op('writeReview', 'signedIn'),
  'PATCH /reviews/{id}': op('editReview', 'signedIn'),
  'DELETE /reviews/{id}': op('deleteReview', 'signedIn'),
  'POST /reviews/{id}/photos': op('addReviewPhotos', 'signedIn'),
  'DELETE /reviews/{id}/photos/{n}': op('removeReviewPhoto', 'signedIn'),
  'POST /reviews/{id}/helpful': op('markReviewHelpful', 'shopper'),
  'POST /reviews/{id}/report': op('reportReview', 'shopper'),
  'GET /products/{slug}/questions': op('listProductQuestions', 'anyone'),
  'POST /products/{slug}/questions': op('askQuestion', 'signedIn'),
  'POST /questions/{id}/answers': op('answerQuestion', 'signedIn'),
  // Service requests: on an order of this session or account; tracked by ticket and e-mail.
  'POST /service-requests': op('raiseServiceRequest', 'shopper'),
  'POST /service-requests/track': op('trackServiceRequest', 'anyone'),
  // WhatsApp's webhook: Meta's registration check carries its verify token in the query.
  'GET /webhooks/whatsapp': op('verifyWhatsappWebhook', 'anyone'),
  'POST /webhooks/whatsapp': op('whatsappStatuses', 'whatsapp'),
};

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  anyone: [],
  // Either the cookie or nothing (OpenAPI's empty requirement: anonymous).
  shopper: [{ sessionCookie: [] }, {}],
  signedIn: [{ sessionCookie: [] }],
  razorpay: [{ razorpaySignature: [] }],
  whatsapp: [{ whatsappSignature: [] }],
};

/** The session cookie, the Razorpay webhook's signature and WhatsApp's (Meta's). */
export function securitySchemes(secureCookie: boolean) {
  return {
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName(secureCookie),
      description:
        'The signed session token the shop sets (HttpOnly, SameSite=Lax): a guest gets one with their first write, and signing in rotates it. Clients keep and send it back as a browser does.',
    },
    razorpaySignature: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Razorpay-Signature',
      description:
        "HMAC-SHA256 of the raw body with the webhook secret set in Razorpay's dashboard (hex)",
    },
    whatsappSignature: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Hub-Signature-256',
      description: "'sha256=' and the HMAC-SHA256 of the raw body with the Meta app's secret",
    },
  } as const;
}

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
/** As server/app.ts: the providers' webhooks are not counted against the write limit. */
const WEBHOOK_PATHS = new Set(['/payments/webhook', '/webhooks/whatsapp']);
/** As server/app.ts's SEARCH_PATH: searches have a limit of their own. */
const SEARCH_PATH = /^\/search(\/|$)/;
/** The bodies server/app.ts's csrf() checks the origin of. */
const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];
/** As server/app.ts: posted from other sites by design, so not checked by origin. */
const CROSS_SITE_POSTS = new Set(['/payments/callback/{orderId}', '/offers/unsubscribe/{token}']);

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

interface DocumentOperation {
  operationId?: string;
  security?: unknown;
  parameters?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, unknown>;
}

/**
 * The answers the shell and the API's error handling can give `method path`, whatever its
 * handler does (server/app.ts, server/api/index.ts, server/api/well-formed-json.ts).
 */
export function sharedAnswers(method: string, path: string, operation: DocumentOperation) {
  const answers: Record<string, ReturnType<typeof error>> = {};
  const takesBody = operation.requestBody !== undefined || WEBHOOK_PATHS.has(path);
  if (operation.parameters?.length || operation.requestBody) {
    answers[400] = error(
      'Invalid request: a parameter or the body does not validate (`error.fields` names each problem), malformed JSON, or text that is not valid Unicode',
    );
  }
  const formTypes = Object.keys(operation.requestBody?.content ?? {}).filter((type) =>
    FORM_TYPES.includes(type),
  );
  if (formTypes.length > 0 && !CROSS_SITE_POSTS.has(path)) {
    answers[403] = error('A form posted from another site (its Origin is not the shop’s)');
  }
  if (takesBody) {
    answers[413] = error('The body is larger than this endpoint takes');
  }
  if ((WRITE_METHODS.has(method) && !WEBHOOK_PATHS.has(path)) || SEARCH_PATH.test(path)) {
    answers[429] = error('Too many requests from this address: `Retry-After` says when to retry');
  }
  answers[500] = error('Something went wrong on the shop’s side');
  answers[503] = error('The shop is busy (its database is unavailable): retry after `Retry-After`');
  return answers;
}

interface Document {
  info: { description?: string };
  paths?: Record<string, Record<string, DocumentOperation>>;
  components?: { securitySchemes?: Record<string, unknown> };
}

/**
 * The document with each operation's operationId and security, its shared answers (those the
 * route declares keep their own description), and the security schemes.
 */
export function withContract<D extends object>(built: D, secureCookie: boolean): D {
  const document = built as Document;
  const missing: string[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = `${method.toUpperCase()} ${path}`;
      const entry = OPERATIONS[key];
      if (!entry) {
        missing.push(key);
        continue;
      }
      if (operation.operationId && operation.operationId !== entry.operationId) {
        throw new Error(`${key}: operationId ${operation.operationId}, not ${entry.operationId}`);
      }
      operation.operationId = entry.operationId;
      operation.security = SECURITY[entry.access];
      operation.responses = {
        ...sharedAnswers(method, path, operation),
        ...operation.responses,
      };
      operation.responses = Object.fromEntries(
        Object.entries(operation.responses).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
  }
  if (missing.length > 0) {
    throw new Error(
      `No operationId and security for ${missing.join(', ')} (server/api/contract.ts)`,
    );
  }
  document.components ??= {};
  document.components.securitySchemes = securitySchemes(secureCookie);
  return built;
}
