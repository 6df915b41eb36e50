/** /admin/coupons/{code}/uses.csv: a code's usage report as a spreadsheet (issue 33). */
import { data } from 'react-router';
import { services } from '../../lib/services.server.ts';
import { notFound, requireStaff } from '../../modules/admin/access.server.ts';
import { couponUses, findCouponForStaff } from '../../modules/admin/coupons.server.ts';
import { csvResponse } from '../../modules/admin/csv.server.ts';
import type { Route } from './+types/coupon-uses';

const rupees = (paise: number) => (paise / 100).toFixed(2);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, 'offers');
  const db = services(context).database.db;
  const coupon = await findCouponForStaff(db, params.code);
  if (!coupon) notFound();
  const uses = await couponUses(db, coupon.code);
  return csvResponse(
    `coupon-${coupon.code}.csv`,
    ['order', 'placed', 'email', 'discount_rupees', 'total_rupees', 'status', 'use_given_back'],
    uses.map((use) => [
      use.orderNumber,
      use.placedAt.toISOString(),
      use.email,
      rupees(use.discountPaise),
      rupees(use.totalPaise),
      use.status,
      use.releasedAt ? use.releasedAt.toISOString() : '',
    ]),
  );
}

/** Nothing is posted here; anyone but staff gets the ordinary 404 rather than a 405. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'offers');
  throw data('Nothing to post here.', { status: 405 });
}
