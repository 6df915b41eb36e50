/**
 * The checkout as the page and the API run it: a quote (what the shopper sees before
 * paying, all figures from the server) and a submission (optional account, the order,
 * then the gateway order for an online payment).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { english } from '../../i18n/english.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translate.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { cartCouponCode } from '../cart/coupon.server.ts';
import { commonPasswordError, rememberGstBuyer, signUp } from '../identity/accounts.server.ts';
import { consentToOffers } from '../identity/offers-consent.server.ts';
import type { SessionRecord } from '../identity/session.server.ts';
import {
  checkoutInstallation,
  installationDigestPart,
  type QuoteInstallation,
  quoteInstallation,
} from '../installation/visits.server.ts';
import { guestOffersConsent } from '../marketing/consent.server.ts';
import { rememberOrderUpdates } from '../messaging/order-updates.server.ts';
import type { CouponCustomer } from '../offers/coupons.server.ts';
import type { OrderLinks, OrderRow } from '../order/orders.server.ts';
import { orders } from '../order/schema.ts';
import { openPayment, settleEarlierUnpaid } from '../order-lifecycle/settle.server.ts';
import type { CheckoutWindow, PaymentProvider } from '../payment/provider.ts';
import { GatewayError } from '../payment/provider.ts';
import { type PickupStoreChoice, pickupStores } from '../pickup/stores.server.ts';
import { isValidPincode, type PincodeCheck } from '../shipping/pincode.ts';
import { checkPincode } from '../shipping/queries.server.ts';
import { type CartOwner, cartOwner } from '../shopper/owner.server.ts';
import { CHECKOUT_FAILURES } from './failure-messages.ts';
import {
  type CheckoutLine,
  type CheckoutSource,
  checkoutLines,
  quoteDigest,
  unavailableReason,
} from './lines.server.ts';
import { checkoutOffers, offerDiscounts, offersDigestPart } from './offers.server.ts';
import { findByKey, placeOrder } from './place.server.ts';
import {
  type Fulfilment,
  lineShippingPaise,
  type OrderAmounts,
  orderAmounts,
  overOrderLimit,
} from './pricing.ts';
import type { CheckoutInput } from './validation.ts';

/** A line as the checkout page shows it. */
export interface QuoteLine {
  id: string;
  productName: string;
  productSlug: string;
  image: { src: string; alt: string };
  variantId: string;
  variantLabel: string;
  quantity: number;
  basePricePaise: number;
  discountedPricePaise: number;
  lineTotalPaise: number;
  shippingPaise: number | null;
}

/** The coupon code on a quote or an order, as the API carries it (issue 33). */
export interface AppliedCoupon {
  code: string;
  discountPaise: number;
}

export interface CheckoutQuote {
  lines: QuoteLine[];
  /** For paying online: with the prepaid offer's discount, if the shop has one. */
  amounts: OrderAmounts;
  coupon: AppliedCoupon | null;
  /** The code asked for (the cart's, or the Buy now's), whether or not it applies. */
  couponCode: string | null;
  /** Why that code does not apply now (placing the order is refused with it). */
  couponProblem: string | null;
  /** What the prepaid offer takes off when paying online (0: none, or nothing to take). */
  prepaidDiscountPaise: number;
  /** The prepaid offer's terms, shown beside the payment choice. */
  prepaidOffer: { percent: number; maxDiscountPaise: number | null } | null;
  /** The pincode's check, once a valid pincode was given. */
  pincode: PincodeCheck | null;
  /** The installation the shopper may book with these lines at this pincode (issue 35). */
  installation: QuoteInstallation | null;
  /**
   * The stores the order may be picked up from instead (issue 35), nearest first to the
   * pincode; none until a valid pincode is given.
   */
  pickupStores: PickupStoreChoice[];
  /** Priced for pickup (no shipping), as asked; else for delivery to the pincode. */
  pickup: boolean;
  /** Why the order cannot be placed as it is (stock, a withdrawn product), or null. */
  problem: string | null;
  /** What this quote shows, sent back with the order (`quoteDigest` in lines.server.ts). */
  digest: string;
}

function quoteLine(line: CheckoutLine, zone: Fulfilment | null): QuoteLine {
  return {
    id: line.id,
    productName: line.productName,
    productSlug: line.productSlug,
    image: line.image,
    variantId: line.variantId,
    variantLabel: line.variantLabel,
    quantity: line.quantity,
    basePricePaise: line.basePricePaise,
    discountedPricePaise: line.discountedPricePaise,
    lineTotalPaise: line.discountedPricePaise * line.quantity,
    shippingPaise: zone ? lineShippingPaise(line, zone) : null,
  };
}

/** The code a checkout asks for: the Buy now's own, or the one kept on the cart. */
export async function requestedCouponCode(
  db: DbOrTx,
  owner: CartOwner | null,
  source: CheckoutSource,
): Promise<string | null> {
  if (source.kind === 'buy-now') return source.couponCode || null;
  return cartCouponCode(db, owner);
}

/**
 * What a checkout's buyer is known by before the form is sent: the account, if any, and
 * the browser (its unpaid orders are replaced by the next one it places).
 */
function sessionCustomer(browser: CheckoutBrowser | null): CouponCustomer {
  if (!browser) return { userId: null, email: null, phone: null };
  return {
    userId: browser.userId,
    email: null,
    phone: null,
    browser: { sessionId: browser.id, userId: browser.userId },
  };
}

/** The session checking out: whose cart it buys, and whose unpaid orders it replaces. */
export type CheckoutBrowser = Pick<SessionRecord, 'id' | 'userId'>;

/**
 * The quote of these lines; `t` (a page's) says its problem in the page's language; with
 * `pickup`, priced to be collected from a store (no shipping).
 */
export async function quoteCheckout(
  db: DbOrTx,
  browser: CheckoutBrowser | null,
  source: CheckoutSource,
  zip: string | null,
  t: Translate = english,
  pickup = false,
): Promise<CheckoutQuote> {
  const owner = browser ? cartOwner(browser) : null;
  const lines = await checkoutLines(db, owner, source);
  const located = zip && isValidPincode(zip) ? zip : null;
  const [pincode, stores] = located
    ? await Promise.all([checkPincode(db, located), pickupStores(db, located)])
    : [null, []];
  const zone = pickup ? 'pickup' : pincode?.deliverable ? pincode.zone : null;
  const offers = await checkoutOffers(
    db,
    lines,
    await requestedCouponCode(db, owner, source),
    sessionCustomer(browser),
  );
  const amounts = orderAmounts(lines, zone, offerDiscounts(offers, true));
  // A pickup has no installation visit (placing refuses one): none is offered with it.
  const installation =
    !pickup && zip && pincode?.deliverable
      ? await checkoutInstallation(db, lines, zip, pincode.estimatedDelivery)
      : null;
  const unavailable = unavailableReason(lines);
  return {
    lines: lines.map((line) => quoteLine(line, zone)),
    amounts,
    coupon: offers.coupon
      ? { code: offers.coupon.code, discountPaise: offers.coupon.applied.discountPaise }
      : null,
    couponCode: offers.requestedCode,
    couponProblem: offers.couponRefusal
      ? t(offers.couponRefusal.template, offers.couponRefusal.values)
      : null,
    prepaidDiscountPaise: amounts.prepaidDiscountPaise,
    prepaidOffer: offers.prepaid?.offer ?? null,
    pincode,
    installation: installation && quoteInstallation(installation),
    pickupStores: stores,
    pickup,
    problem: unavailable
      ? t(unavailable.template, unavailable.values)
      : overOrderLimit(amounts)
        ? t(CHECKOUT_FAILURES.tooLarge)
        : null,
    digest: quoteDigest(lines, offersDigestPart(offers) + installationDigestPart(installation)),
  };
}

export interface CheckoutContext {
  db: DbOrTx;
  payments: PaymentProvider;
  links: OrderLinks;
  /** Creates the guest's session if it has none yet (only once the input is valid). */
  ensureSession(): Promise<SessionRecord>;
  /** The page's language: the order's and a new account's (English if not said). */
  locale?: Locale;
}

export interface CheckoutResult {
  order: OrderRow;
  replayed: boolean;
  /**
   * An online order's payment window, or why it could not be opened (in English, and the
   * gateway's own word for a page to put in its language).
   */
  payment: { window: CheckoutWindow } | { error: string; gatewayMessage: string } | null;
  /** 'Create an account' went wrong (the order itself stands). */
  accountError: string | null;
}

/**
 * 'Create an account': signs the guest up with the checkout's details and links the order
 * to the new account when it was placed with that e-mail. Returns what went wrong, or null
 * (the order stands either way).
 */
async function createAccountWith(
  ctx: CheckoutContext,
  form: CheckoutInput,
  order: OrderRow,
): Promise<string | null> {
  if (!form.password) return null;
  try {
    const { createdUserId } = await signUp(
      ctx.db,
      {
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        password: form.password,
        offers: form.offers,
      },
      { origin: ctx.links.origin, ...(ctx.locale ? { locale: ctx.locale } : {}) },
      'checkout',
    );
    if (createdUserId !== null && order.email.toLowerCase() === form.email.toLowerCase()) {
      await ctx.db
        .update(orders)
        .set({ userId: createdUserId })
        .where(and(eq(orders.id, order.id), isNull(orders.userId)));
    }
    return null;
  } catch (error) {
    return CHECKOUT_FAILURES.registrationFailed(
      error instanceof DomainError ? error.message : undefined,
    );
  }
}

/**
 * Places the order (see place.server.ts), then creates the account a guest asked for and
 * links the order to it, then opens the gateway order of an online payment. A failure to
 * reach the gateway leaves a placed, unpaid order that the payment page retries.
 */
export async function submitCheckout(
  ctx: CheckoutContext,
  form: CheckoutInput,
  source: CheckoutSource,
): Promise<CheckoutResult> {
  const session = await ctx.ensureSession();
  const wantsAccount = form.createAccount && !session.userId && Boolean(form.password);
  const common = wantsAccount && form.password ? commonPasswordError(form.password) : null;
  if (common) throw new DomainError('invalid', common, { field: 'password' });

  // A key that placed an order already is a retry of that checkout: it is answered with
  // that order (placeOrder), and the browser's other orders are not this attempt's to
  // replace (an old tab sent again cancelled the newest order; found by review).
  const retry = await findByKey(ctx.db, form.idempotencyKey);
  const paidEarlier = retry
    ? null
    : await settleEarlierUnpaid(
        ctx.db,
        ctx.payments,
        { sessionId: session.id, userId: session.userId },
        form.idempotencyKey,
        ctx.links,
      );
  // The shopper's money for an earlier order came after all: that order is the answer
  // (and 'Create an account', asked for now, is still done).
  if (paidEarlier) {
    const accountError = wantsAccount ? await createAccountWith(ctx, form, paidEarlier) : null;
    return { order: paidEarlier, replayed: true, payment: null, accountError };
  }
  const { order, replayed } = await placeOrder(
    ctx.db,
    {
      form,
      source,
      sessionId: session.id,
      userId: session.userId,
      owner: cartOwner(session),
      ...(ctx.locale ? { locale: ctx.locale } : {}),
    },
    ctx.links,
  );

  const accountError = wantsAccount && !replayed ? await createAccountWith(ctx, form, order) : null;
  // 'I need a GST invoice' (issue 34): the account keeps the business for the next order.
  if (order.gstin && order.businessName && session.userId && !replayed) {
    await rememberGstBuyer(ctx.db, session.userId, {
      businessName: order.businessName,
      gstin: order.gstin,
    });
  }
  // 'Send order updates on WhatsApp' (issue 34): the account's next checkout offers it ticked.
  if (form.whatsappUpdates && session.userId && !replayed) {
    await rememberOrderUpdates(ctx.db, session.userId);
  }
  // 'Send me offers' (issue 33): an account's consent; a guest's (without a new account,
  // which took it above), the newsletter. Never taken from an unticked box.
  if (form.offers && !replayed) {
    if (session.userId) await consentToOffers(ctx.db, session.userId, 'checkout');
    else if (!wantsAccount) {
      await guestOffersConsent(ctx.db, form.email, {
        origin: ctx.links.origin,
        ...(ctx.locale ? { locale: ctx.locale } : {}),
      });
    }
  }

  let payment: CheckoutResult['payment'] = null;
  if (order.paymentMethod === 'online' && order.paymentState === 'pending') {
    try {
      payment = { window: await openPayment(ctx.db, ctx.payments, order) };
    } catch (error) {
      if (!GatewayError.is(error)) throw error;
      payment = {
        error: CHECKOUT_FAILURES.creationFailed(error.message),
        gatewayMessage: error.message,
      };
    }
  }
  return { order, replayed, payment, accountError };
}
