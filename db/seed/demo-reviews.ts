/**
 * The demo shop's reviews (issue 31), each with a real buyer behind it: demo customers
 * (accounts that cannot sign in: no password matches), a cash-on-delivery order of the
 * product placed weeks ago and moved through to Delivered (its history dated as it went),
 * and then the review, written through the review module's own rules (writeReview), which
 * refuses anyone without a delivered order. Some have photos and seller replies, some were
 * found helpful, a few were reported and two are hidden by staff. Runs once: a shop that
 * has demo buyers already is left alone.
 */
import { count, eq, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import { newPublicId } from '../../app/lib/ids.server.ts';
import { checkoutLines } from '../../app/modules/checkout/lines.server.ts';
import { lineShippingPaise, orderAmounts } from '../../app/modules/checkout/pricing.ts';
import { users } from '../../app/modules/identity/schema.ts';
import { orderNumbers } from '../../app/modules/order/numbers.ts';
import { orderLines, orderStatusHistory, orders } from '../../app/modules/order/schema.ts';
import { DEFAULT_STATUS_TEXT } from '../../app/modules/order/status-flow.ts';
import { STATUS_TEXT } from '../../app/modules/order/view.ts';
import { reviewerOfUser, writeReview } from '../../app/modules/review/reviews.server.ts';
import { productReviews, reviewReports, reviewVotes } from '../../app/modules/review/schema.ts';
import { queryRows, SqlNumber, type Tx } from '../client.ts';
import { DEMO_BUYERS, REPORT_REASONS, REVIEW_TEXTS, REVIEWS_PER_PRODUCT } from './data/reviews.ts';

/** Demo buyers' addresses: a domain of the shop's own that no mail is ever delivered to. */
export const BUYER_DOMAIN = 'buyers.gruha.example';
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Tumakuru: every demo order went to the seller's home town. */
const ADDRESS = {
  address1: '14, 3rd Cross, SIT Extension',
  city: 'Tumakuru',
  state: 'Karnataka',
  pincode: '572103',
};
const DELIVERY_STEPS = ['Packed', 'Shipped', 'Out for Delivery', 'Delivered'] as const;
/** Demo review photos (media/reviews/{product folder}.webp, with a -thumb beside it). */
const PHOTOS = new Set([
  'instant-geyser-3-litre',
  'semi-automatic-washing-machine-7-kg',
  'car-washer-compact-1500-watt',
  'auto-clean-kitchen-chimney-60-cm',
  'auto-ignition-gas-stove-3-burner',
  'bagless-vacuum-cleaner-1200-watt',
  'centrifugal-monoblock-pump',
]);

const ProductRow = z.object({
  id: SqlNumber,
  slug: z.string(),
  category: z.string().nullable(),
  variants: z.array(z.string()),
});

export type Buyer = Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'lastName'>;

async function demoBuyers(tx: Tx): Promise<Buyer[]> {
  return tx
    .insert(users)
    .values(
      DEMO_BUYERS.map(([firstName, lastName]) => ({
        publicId: newPublicId(),
        email: `${firstName}.${lastName}@${BUYER_DOMAIN}`.toLowerCase(),
        // No password hash: verifyPassword never matches it, so nobody signs in as them.
        passwordHash: '!demo-buyer',
        firstName,
        lastName,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    });
}

/** A delivered cash-on-delivery order of one of the variant, placed `placedAt`. */
export async function deliveredOrder(tx: Tx, user: Buyer, variantPublicId: string, placedAt: Date) {
  const lines = await checkoutLines(tx, null, {
    kind: 'buy-now',
    variantPublicId,
    quantity: 1,
  });
  const [line] = lines;
  if (!line) throw new Error('a demo order needs its buyer and its variant');
  const amounts = orderAmounts(lines, 'karnataka');
  const [seq] = await queryRows(
    tx,
    sql`select nextval('order_number_seq') as seq`,
    z.object({ seq: SqlNumber }),
  );
  const [order] = await tx
    .insert(orders)
    .values({
      publicId: newPublicId(),
      ...orderNumbers(seq?.seq ?? 0, placedAt),
      userId: user.id,
      idempotencyKey: `demo-${newPublicId()}`,
      email: user.email,
      phone: '9845012345',
      firstName: user.firstName,
      lastName: user.lastName,
      ...ADDRESS,
      paymentMethod: 'cod',
      paymentState: 'cod',
      paymentReference: 'COD',
      fromCart: false,
      subtotalPaise: amounts.itemsPaise,
      discountPaise: amounts.discountPaise,
      shippingPaise: amounts.shippingPaise ?? 0,
      totalPaise: amounts.totalPaise,
      placedAt,
      stockReleasedAt: null,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('the demo order was not written');
  await tx.insert(orderLines).values({
    orderId: order.id,
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
    quantity: 1,
    shippingPaise: lineShippingPaise(line, 'karnataka'),
    lineTotalPaise: line.discountedPricePaise,
  });
  // The status-follow trigger copies each entry to the order in turn, row by row.
  await tx.insert(orderStatusHistory).values([
    {
      orderId: order.id,
      status: 'Order Placed',
      description: STATUS_TEXT.placedCod,
      createdAt: placedAt,
    },
    ...DELIVERY_STEPS.map((status, step) => ({
      orderId: order.id,
      status,
      description: DEFAULT_STATUS_TEXT[status] ?? '',
      createdAt: new Date(placedAt.getTime() + (step + 1) * DAY_MS),
    })),
  ]);
  return new Date(placedAt.getTime() + DELIVERY_STEPS.length * DAY_MS);
}

export async function seedDemoReviews(tx: Tx, now = new Date()): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(users)
    .where(like(users.email, `%@${BUYER_DOMAIN}`));
  if ((existing?.n ?? 0) > 0) return;
  const buyers = await demoBuyers(tx);
  const products = await queryRows(
    tx,
    sql`select p.id, p.slug,
        (select c.name from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = p.id and c.hsn_code is not null
          order by c.position nulls last, c.id limit 1) as category,
        array(select v.public_id from product_variants v
          where v.product_id = p.id and v.active order by v.position, v.id) as variants
      from products p where p.active order by p.id`,
    ProductRow,
  );
  let written = 0;
  for (const [index, product] of products.entries()) {
    const texts = REVIEW_TEXTS[product.category ?? ''] ?? [];
    const wanted = Math.min(
      REVIEWS_PER_PRODUCT[index % REVIEWS_PER_PRODUCT.length] ?? 0,
      texts.length,
    );
    if (product.variants.length === 0) continue;
    for (let n = 0; n < wanted; n++) {
      const text = texts[(index + n) % texts.length]!;
      const buyerIndex = (index * 7 + n) % buyers.length;
      const buyer = buyers[buyerIndex]!;
      const placedAt = new Date(now.getTime() - (12 + ((index * 13 + n * 29) % 150)) * DAY_MS);
      const variant = product.variants[n % product.variants.length]!;
      const deliveredAt = await deliveredOrder(tx, buyer, variant, placedAt);
      const folder = product.slug.toLowerCase();
      const photos = n === 0 && PHOTOS.has(folder) ? [`/media/reviews/${folder}.webp`] : [];
      const review = await writeReview(
        tx,
        { userId: buyer.id },
        product.id,
        { rating: text.rating, title: text.title ?? null, text: text.text },
        photos,
      );
      const writtenAt = new Date(deliveredAt.getTime() + (1 + (n % 5)) * DAY_MS);
      written += 1;
      // Staff hid a few (reported as not about the product); others were reported, found
      // helpful by other buyers, or replied to by the seller.
      const hidden = written % 45 === 0;
      const reported = hidden || written % 16 === 0;
      const voters = (index + n * 3) % 6;
      const [row] = await tx
        .update(productReviews)
        .set({
          createdAt: writtenAt,
          updatedAt: writtenAt,
          helpfulCount: voters,
          reportCount: reported ? 1 : 0,
          ...(text.reply
            ? { sellerReply: text.reply, sellerReplyAt: new Date(writtenAt.getTime() + DAY_MS) }
            : {}),
          ...(hidden ? { status: 'hidden', statusReason: 'Hidden: not about this product' } : {}),
        })
        .where(eq(productReviews.publicId, review.id))
        .returning({ id: productReviews.id });
      if (!row) continue;
      if (voters > 0) {
        await tx.insert(reviewVotes).values(
          Array.from({ length: voters }, (_, k) => ({
            reviewId: row.id,
            voter: reviewerOfUser(buyers[(buyerIndex + k + 1) % buyers.length]!.id),
          })),
        );
      }
      if (reported) {
        await tx.insert(reviewReports).values({
          reviewId: row.id,
          reporter: reviewerOfUser(buyers[(buyerIndex + 11) % buyers.length]!.id),
          reason: REPORT_REASONS[written % REPORT_REASONS.length]!,
        });
      }
    }
  }
}
