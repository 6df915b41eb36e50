/**
 * /orders/{id}/invoice.pdf: the GST tax invoice, for the order's own session or account,
 * or for the confirmation e-mail's signed link (`?key=`, invoice-link.server.ts); anyone
 * else gets the same 404 as for an order that does not exist. An online order is
 * invoiced once paid; a COD order once placed. /kn/orders/{id}/invoice.pdf is the same
 * invoice in Kannada: the link chooses the language, not the order.
 */
import { msg } from '../i18n/msg.ts';
import { localeOf, pageTranslator } from '../i18n/page-i18n.server.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { invoiceDocument, isInvoiced } from '../modules/order/invoice.server.ts';
import { isInvoiceKey } from '../modules/order/invoice-link.server.ts';
import { renderInvoicePdf } from '../modules/order/invoice-pdf.server.ts';
import { findOrderByPublicId, findViewerOrder } from '../modules/order/orders.server.ts';
import type { Route } from './+types/order-invoice';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const session = await requestInfo(context).session.current();
  const { database, config } = services(context);
  const db = database.db;
  const key = url.searchParams.get('key');
  const order = isInvoiceKey(config.sessionSecret, params.orderId, key)
    ? await findOrderByPublicId(db, params.orderId)
    : session
      ? await findViewerOrder(db, params.orderId, { sessionId: session.id, userId: session.userId })
      : null;
  if (!order || !isInvoiced(order)) {
    // Opened from a link in a browser: a sentence it shows as it is, not a JSON string.
    throw new Response(pageTranslator(context)(msg('This invoice was not found.')), {
      status: 404,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'private, no-store',
      },
    });
  }
  const pdf = await renderInvoicePdf(await invoiceDocument(db, order), localeOf(context));
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${order.invoiceNumber}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
