/** /admin/orders/{id}/invoice.pdf: any order's GST invoice, for staff to print. */
import { data } from 'react-router';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { findOrderForInvoice } from '../../modules/admin/orders.server.ts';
import { invoiceDocument, isInvoiced } from '../../modules/order/invoice.server.ts';
import { renderInvoicePdf } from '../../modules/order/invoice-pdf.server.ts';
import type { Route } from './+types/order-invoice';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders');
  const db = services(context).database.db;
  const order = await findOrderForInvoice(db, params.orderId);
  if (!order || !isInvoiced(order)) throw data('This invoice was not found.', { status: 404 });
  const pdf = await renderInvoicePdf(await invoiceDocument(db, order));
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${order.invoiceNumber}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** Nothing is posted here; anyone but staff gets the ordinary 404 rather than a 405. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'orders');
  throw data('Nothing to post here.', { status: 405 });
}
