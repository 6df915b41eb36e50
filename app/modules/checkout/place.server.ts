/**
 * Placing an order (Medusa's lesson: one transaction, idempotent completion). Prices,
 * shipping and totals are recomputed here from the catalog; the stock of every line is
 * taken with a conditional update inside the order's transaction, so concurrent buyers
 * can never oversell; the same idempotency key always yields the same order.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, SqlNumber } from '../../../db/client.ts';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales.ts';
import { msg } from '../../i18n/msg.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newPublicId } from '../../lib/ids.server.ts';
import { cartCouponCode } from '../cart/coupon.server.ts';
import { productVariants } from '../catalog/schema.ts';
import { INSTALLATION_MESSAGES } from '../installation/messages.ts';
import { installationTerms } from '../installation/offer.server.ts';
import { type InstallationChoice, parseSlotChoice } from '../installation/slots.ts';
import {
  bookWithOrder,
  checkoutInstallation,
  installationDigestPart,
} from '../installation/visits.server.ts';
import { normalizeCode } from '../offers/coupon-rules.ts';
import { couponError, recordRedemption } from '../offers/coupons.server.ts';
import { normalizedGstin } from '../order/gstin.ts';
import { orderNumbers } from '../order/numbers.ts';
import type { OrderLinks, OrderRow } from '../order/orders.server.ts';
import { orderLines, orders } from '../order/schema.ts';
import { PAYMENT_WINDOW_MS, replaceConcurrentUnpaid } from '../order-lifecycle/settle.server.ts';
import { recordPlacement } from '../order-lifecycle/transition.server.ts';
import { newPickupCode } from '../pickup/code.server.ts';
import { PICKUP_MESSAGES } from '../pickup/messages.ts';
import { pickupStoreByCode } from '../pickup/stores.server.ts';
import { COD_UNAVAILABLE } from '../shipping/pincode.ts';
import { checkPincode } from '../shipping/queries.server.ts';
import type { CartOwner } from '../shopper/owner.server.ts';
import { CHECKOUT_FAILURES } from './failure-messages.ts';
import { COD_MAX_PAISE, MIN_ONLINE_PAISE } from './limits.ts';
import {
  type CheckoutSource,
  checkoutLines,
  quoteDigest,
  unavailableReason,
} from './lines.server.ts';
import { CHECKOUT_MESSAGES } from './messages.ts';
import {
  type CheckoutOffers,
  checkoutOffers,
  lineDiscounts,
  lockCoupon,
  offerDiscounts,
  offersDigestPart,
  placementOffers,
  sameDiscounts,
} from './offers.server.ts';
import { lineShippingPaise, orderAmounts, overOrderLimit } from './pricing.ts';
import { type CheckoutInput, pickupChoiceOf } from './validation.ts';

export interface PlaceOrderInput {
  form: CheckoutInput;
  source: CheckoutSource;
  /** The session placing the order (it may see the order afterwards). */
  sessionId: number;
  /** The account that owns the order: the signed-in one, or one created with this order. */
  userId: number | null;
  /** Whose cart is bought (and emptied). */
  owner: CartOwner;
  /** The language it is placed in: its e-mails, invoice and payment return (English if not said). */
  locale?: Locale;
}

export interface PlacedOrder {
  order: OrderRow;
  /** True when this key had already placed the order (a retry or a double click). */
  replayed: boolean;
}

/** The order a checkout key placed, if any. */
/** The business a GST invoice is for, as the order keeps it (none unless asked for). */
export function gstBuyerOf(form: CheckoutInput): {
  businessName: string | null;
  gstin: string | null;
} {
  return form.gstInvoice && form.gstin && form.businessName
    ? { businessName: form.businessName.trim(), gstin: normalizedGstin(form.gstin) }
    : { businessName: null, gstin: null };
}

export async function findByKey(db: DbOrTx, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row ?? null;
}

/**
 * The order a used key answers with. The buyer who placed it (its session or account) gets
 * it back. So does the same Buy now sent again after its first answer, and the session
 * cookie in it, were lost (a dropped connection, a double click without JavaScript): the
 * key is unguessable and counts only with the same request (the same item and quantity,
 * contact, address and payment method), and the guest order then moves to the session
 * that asked, which can see and pay it. A cart's checkout is its session's (the cart is):
 * another session never gets it. Anything else is refused without a word of the order.
 */
async function replayFor(db: DbOrTx, order: OrderRow, input: PlaceOrderInput): Promise<OrderRow> {
  if (
    order.sessionId === input.sessionId ||
    (input.userId !== null && order.userId === input.userId)
  ) {
    return order;
  }
  if (order.userId === null && handedOver(order) && (await sameBuyNow(db, order, input))) {
    const [moved] = await db
      .update(orders)
      .set({ sessionId: input.sessionId })
      .where(and(eq(orders.id, order.id), isNull(orders.userId)))
      .returning();
    if (moved) return moved;
  }
  throw new DomainError('conflict', CHECKOUT_FAILURES.keyUsed);
}

/**
 * Only an answer that can still have been lost moves: an order not yet settled (unpaid, or
 * cash on delivery) and placed within the payment window. A paid or old order stays with
 * the browser that placed it, whoever holds its key and details (found by review).
 */
function handedOver(order: OrderRow): boolean {
  return (
    (order.paymentState === 'pending' || order.paymentState === 'cod') &&
    Date.now() - order.placedAt.getTime() < PAYMENT_WINDOW_MS
  );
}

/** Whether the order is the Buy now this request asks for (the state is the pincode's). */
async function sameBuyNow(db: DbOrTx, order: OrderRow, input: PlaceOrderInput): Promise<boolean> {
  const { form, source } = input;
  if (source.kind !== 'buy-now' || order.fromCart) return false;
  const same =
    order.email.toLowerCase() === form.email.toLowerCase() &&
    order.phone === form.phone &&
    order.firstName === form.firstName &&
    order.lastName === form.lastName &&
    order.address1 === form.address &&
    order.address2 === form.address2 &&
    order.city === form.city &&
    order.pincode === form.zip &&
    order.country === form.country &&
    order.paymentMethod === (form.paymentMethod === 'cod' ? 'cod' : 'online') &&
    normalizeCode(order.couponCode ?? '') === normalizeCode(source.couponCode ?? '');
  if (!same) return false;
  // The same store to pick up from, or delivery both times.
  const pickupCode = pickupChoiceOf(form);
  const store = pickupCode ? await pickupStoreByCode(db, pickupCode) : null;
  if ((store?.id ?? null) !== order.pickupStoreId) return false;
  const lines = await db
    .select({ variant: productVariants.publicId, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .where(eq(orderLines.orderId, order.id));
  const [line] = lines;
  return (
    lines.length === 1 &&
    line?.variant === source.variantPublicId &&
    line.quantity === source.quantity
  );
}

export async function placeOrder(
  db: DbOrTx,
  input: PlaceOrderInput,
  links: OrderLinks,
  now = new Date(),
): Promise<PlacedOrder> {
  const { form } = input;
  const existing = await findByKey(db, form.idempotencyKey);
  if (existing) return { order: await replayFor(db, existing, input), replayed: true };
  try {
    return await placeNewOrder(db, input, links, now);
  } catch (error) {
    // A concurrent submit with the same key may have committed between the look-up above
    // and this one's checks, emptying the cart or taking the stock: answer with its order.
    const winner = error instanceof DomainError ? await findByKey(db, form.idempotencyKey) : null;
    if (winner) return { order: await replayFor(db, winner, input), replayed: true };
    throw error;
  }
}

async function placeNewOrder(
  db: DbOrTx,
  input: PlaceOrderInput,
  links: OrderLinks,
  now: Date,
): Promise<PlacedOrder> {
  const { form } = input;
  const lines = await checkoutLines(db, input.owner, input.source);
  if (lines.length === 0) throw new DomainError('conflict', msg('Your cart is empty.'));
  const unavailable = unavailableReason(lines);
  if (unavailable) throw unavailable;

  // Picked up from a store (issue 35): any pincode, no shipping, cash paid at the store.
  const pickupCode = pickupChoiceOf(form);
  const pickupStore = pickupCode ? await pickupStoreByCode(db, pickupCode) : null;
  if (pickupCode && !pickupStore) {
    throw new DomainError('invalid', PICKUP_MESSAGES.storeClosed, { field: 'pickupStore' });
  }
  const pincode = await checkPincode(db, form.zip, now);
  if (!pickupStore && (!pincode.deliverable || !pincode.zone)) {
    throw new DomainError('invalid', CHECKOUT_MESSAGES.notDeliverable, { field: 'zip' });
  }
  const cod = form.paymentMethod === 'cod';
  if (cod && !pickupStore && !pincode.codAvailable) {
    throw new DomainError('invalid', COD_UNAVAILABLE, { field: 'paymentMethod' });
  }
  const zone = pickupStore ? 'pickup' : pincode.zone;
  if (!zone) throw new DomainError('invalid', CHECKOUT_MESSAGES.notDeliverable, { field: 'zip' });
  const installationChoice = installationChoiceOf(form);
  if (pickupStore && installationChoice) {
    throw new DomainError('invalid', PICKUP_MESSAGES.noInstallation, {
      field: 'installationSlot',
    });
  }
  // What the page could offer (its price is part of the quote the shopper saw), and what
  // is bought: the offer, when a visit was chosen.
  const offered = pincode.deliverable
    ? await checkoutInstallation(db, lines, form.zip, pincode.estimatedDelivery, now)
    : null;
  const installation = installationChoice ? offered : null;
  if (installationChoice && !installation) {
    // Nothing in it is installed, or no store's technicians come to this pincode.
    const terms = await installationTerms(
      db,
      lines.map((line) => line.productDbId),
    );
    throw new DomainError(
      'invalid',
      terms.size ? INSTALLATION_MESSAGES.notServed : INSTALLATION_MESSAGES.notOffered,
      { field: 'installationSlot' },
    );
  }
  const installationPaise = installation ? installation.pricePaise : 0;
  // The buyer a code's limits count: the account, and the order's e-mail and phone.
  const customer = {
    userId: input.userId,
    email: form.email,
    phone: form.phone,
    browser: { sessionId: input.sessionId, userId: input.userId },
  };
  const code =
    input.source.kind === 'buy-now'
      ? (input.source.couponCode ?? null)
      : await cartCouponCode(db, input.owner);
  // Checked before the transaction for the page's sake (a refusal names its reason, and a
  // changed discount is a changed quote); checked again, locked, inside it.
  const quoted = await checkoutOffers(db, lines, code, customer, now);
  if (quoted.couponRefusal) throw couponError(quoted.couponRefusal);
  // The lines the shopper confirmed, or none of them: never an order they did not see.
  // A page quoted before its pincode offered no installation: without one chosen, either
  // quote stands; with one, only the quote that showed its price.
  const offersPart = offersDigestPart(quoted);
  const confirmed = [quoteDigest(lines, offersPart + installationDigestPart(offered))];
  if (!installationChoice) confirmed.push(quoteDigest(lines, offersPart));
  if (form.quoteDigest && !confirmed.includes(form.quoteDigest)) {
    throw new DomainError('conflict', CHECKOUT_FAILURES.cartChanged);
  }
  const checkLimits = (offers: CheckoutOffers) => {
    const amounts = orderAmounts(lines, zone, offerDiscounts(offers, !cod), installationPaise);
    if (overOrderLimit(amounts)) throw new DomainError('invalid', CHECKOUT_FAILURES.tooLarge);
    if (cod && amounts.totalPaise > COD_MAX_PAISE) {
      throw new DomainError('invalid', CHECKOUT_MESSAGES.codTooLarge, { field: 'paymentMethod' });
    }
    if (!cod && amounts.totalPaise < MIN_ONLINE_PAISE) {
      throw new DomainError('invalid', CHECKOUT_MESSAGES.onlineTooSmall, {
        field: 'paymentMethod',
      });
    }
    return amounts;
  };
  checkLimits(quoted);

  const placed = await db.transaction(async (tx) => {
    // The code's lock first, before any order or stock row (see lockCoupon).
    const requested = await lockCoupon(tx, code);
    const browser = { sessionId: input.sessionId, userId: input.userId };
    // An unpaid order this one replaces gives its use of the code back before it is counted.
    await replaceConcurrentUnpaid(tx, browser, form.idempotencyKey, links);
    const offers = await placementOffers(tx, lines, requested, customer, !cod, now);
    // Staff changed the code or the prepaid offer between the checks and the lock.
    if (!sameDiscounts(quoted, offers, !cod)) {
      throw new DomainError('conflict', CHECKOUT_FAILURES.cartChanged);
    }
    const amounts = checkLimits(offers);
    const [seqRow] = await queryRows(
      tx,
      sql`select nextval('order_number_seq') as seq`,
      z.object({ seq: SqlNumber }),
    );
    const numbers = orderNumbers(seqRow?.seq ?? 0, now);
    const values = {
      publicId: newPublicId(),
      ...numbers,
      userId: input.userId,
      sessionId: input.sessionId,
      idempotencyKey: form.idempotencyKey,
      email: form.email,
      phone: form.phone,
      firstName: form.firstName,
      lastName: form.lastName,
      address1: form.address,
      address2: form.address2,
      city: form.city,
      // The pincode's own state, so the shipping zone, the tax and the address agree.
      state: pincode.state ?? form.state,
      pincode: form.zip,
      country: form.country,
      paymentMethod: cod ? ('cod' as const) : ('online' as const),
      fromCart: input.source.kind === 'cart',
      subtotalPaise: amounts.itemsPaise,
      discountPaise: amounts.discountPaise,
      couponCode: offers.coupon?.code ?? null,
      couponDiscountPaise: amounts.couponDiscountPaise,
      prepaidDiscountPaise: amounts.prepaidDiscountPaise,
      shippingPaise: amounts.shippingPaise ?? 0,
      installationPaise: amounts.installationPaise,
      totalPaise: amounts.totalPaise,
      placedAt: now,
      locale: input.locale ?? DEFAULT_LOCALE,
      ...gstBuyerOf(form),
      whatsappUpdates: form.whatsappUpdates,
      // The promise the page made (its pincode's check, as of the placing); a pickup's
      // store e-mails when it is ready.
      promisedDeliveryDate: pickupStore ? null : pincode.estimatedDelivery,
      pickupStoreId: pickupStore?.id ?? null,
      pickupCode: pickupStore ? newPickupCode() : null,
    };
    const rows = lines.map((line, index) => ({
      productId: line.productDbId,
      variantId: line.variantDbId,
      productName: line.productName,
      productSlug: line.productSlug,
      variantLabel: line.variantLabel,
      productCode: line.productCode,
      image: line.image.src,
      hsnCode: line.hsnCode,
      gstRatePercent: line.gstRatePercent,
      unitBasePricePaise: line.basePricePaise,
      unitPricePaise: line.discountedPricePaise,
      quantity: line.quantity,
      shippingPaise: lineShippingPaise(line, zone),
      installationPaise: installation?.linePaise[index] ?? 0,
      lineTotalPaise: line.discountedPricePaise * line.quantity,
      discountPaise: lineDiscounts(offers, !cod, index),
    }));
    // A slot taken meanwhile refuses the whole order: the shopper chooses again.
    const promised = pincode.estimatedDelivery;
    const bookVisit =
      installation && installationChoice && promised
        ? (order: { id: number }) =>
            bookWithOrder(tx, order.id, installation, installationChoice, promised, now)
        : undefined;
    // Null: a concurrent submit with the same key committed first (answered below).
    const order = await recordPlacement(tx, values, { stock: lines, rows }, links, bookVisit);
    if (order && offers.coupon) {
      await recordRedemption(tx, {
        couponId: offers.coupon.couponId,
        orderId: order.id,
        userId: customer.userId,
        email: customer.email,
        phone: customer.phone,
        discountPaise: offers.coupon.applied.discountPaise,
      });
    }
    return order;
  });
  if (placed) return { order: placed, replayed: false };
  const winner = await findByKey(db, form.idempotencyKey);
  if (!winner) throw new Error('order vanished after an idempotency conflict');
  return { order: await replayFor(db, winner, input), replayed: true };
}

/** The installation a checkout asks for, if any (a slot and 'after delivery' both: refused). */
export function installationChoiceOf(form: CheckoutInput): InstallationChoice | null {
  const dated = form.installationSlot && form.installationSlot !== 'after-delivery';
  if (form.installation === 'after-delivery' && dated) {
    throw new DomainError('invalid', INSTALLATION_MESSAGES.bothChoices, {
      field: 'installationSlot',
    });
  }
  if (form.installation === 'after-delivery' || form.installationSlot === 'after-delivery') {
    return 'after-delivery';
  }
  return form.installationSlot ? parseSlotChoice(form.installationSlot) : null;
}
