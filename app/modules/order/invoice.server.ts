/** The GST invoice of an order, from the order's own snapshot (never from today's catalog). */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { InvoiceDocument } from './invoice-pdf.server.ts';
import { type OrderRow, orderAddress } from './orders.server.ts';
import { pickupStoreOf } from './pickup-store.server.ts';
import { orderLines } from './schema.ts';
import { cancelledUnpaid } from './view.ts';

/** An online order is invoiced once paid (money refunded later keeps its invoice); COD once placed. */
export function isInvoiced(order: OrderRow): boolean {
  return order.paymentState !== 'pending' && !cancelledUnpaid(order.paymentState);
}

export async function invoiceDocument(db: DbOrTx, order: OrderRow): Promise<InvoiceDocument> {
  const [lines, store] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    order.pickupStoreId === null ? null : pickupStoreOf(db, order.pickupStoreId),
  ]);
  return {
    invoiceNumber: order.invoiceNumber,
    orderNumber: order.orderNumber,
    issuedAt: order.placedAt,
    paymentMethod: order.paymentMethod,
    paymentReference: order.paymentMethod === 'cod' ? null : order.paymentReference,
    buyer: {
      name: `${order.firstName} ${order.lastName}`,
      email: order.email,
      phone: order.phone,
      ...orderAddress(order),
    },
    business:
      order.gstin && order.businessName ? { name: order.businessName, gstin: order.gstin } : null,
    pickupStore: store && { name: store.name, address: store.address },
    lines: lines.flatMap((line) => {
      const goods = {
        productName: line.productName,
        variantLabel: line.variantLabel,
        productCode: line.productCode,
        hsnCode: line.hsnCode,
        gstRatePercent: line.gstRatePercent,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        shippingPaise: line.shippingPaise,
        discountPaise: line.discountPaise,
      };
      // A charged installation (issue 35) is its own line, at the goods' HSN code and rate.
      if (!line.installationPaise) return [goods];
      const installation = {
        ...goods,
        variantLabel: '',
        unitPricePaise: line.installationPaise / line.quantity,
        shippingPaise: 0,
        discountPaise: 0,
        installation: true,
      };
      return [goods, installation];
    }),
    totalPaise: order.totalPaise,
  };
}
