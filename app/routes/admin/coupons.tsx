/**
 * /admin/coupons: the shop's offers (issue 33): every coupon code with its uses, orders
 * and revenue, and the prepaid offer for paying online.
 */
import { Form, Link, redirect, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { AdminTable } from '../../components/admin/list-parts.tsx';
import { FormField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { formatRupees } from '../../lib/format.ts';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { handleForm } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { paiseToRupeesText } from '../../modules/admin/catalog-limits.ts';
import { istDateTimeText, PrepaidOfferSchema } from '../../modules/admin/coupon-validation.ts';
import {
  type CouponListRow,
  findPrepaidOffer,
  listCoupons,
  savePrepaidOffer,
} from '../../modules/admin/coupons.server.ts';
import type { Route } from './+types/coupons';

export const meta = () => backOfficeMeta('Offers');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'offers');
  const db = services(context).database.db;
  const [coupons, prepaid] = await Promise.all([listCoupons(db), findPrepaidOffer(db)]);
  return { coupons, prepaid, saved: new URL(request.url).searchParams.has('saved') };
}

/** The prepaid offer's form (the codes have their own pages). */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'offers');
  return handleForm(request, {
    schema: PrepaidOfferSchema,
    coerce: false,
    run: async (input) => {
      await savePrepaidOffer(services(context).database.db, staff, input);
      throw redirect('/admin/coupons?saved');
    },
  });
}

/** What a code takes off, as staff wrote it. */
export function couponTerms(
  coupon: Pick<
    CouponListRow,
    'kind' | 'percent' | 'amountPaise' | 'maxDiscountPaise' | 'minOrderPaise'
  >,
) {
  const off =
    coupon.kind === 'percent'
      ? `${coupon.percent}% off${coupon.maxDiscountPaise ? ` up to ${formatRupees(coupon.maxDiscountPaise)}` : ''}`
      : `${formatRupees(coupon.amountPaise ?? 0)} off`;
  return coupon.minOrderPaise > 0
    ? `${off}, on ${formatRupees(coupon.minOrderPaise)} or more`
    : off;
}

export default function AdminCoupons({ loaderData, actionData }: Route.ComponentProps) {
  const { coupons, prepaid, saved } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('prepaidOffer'), {
    id: 'prepaid-offer',
    lastResult: (actionData?.result ?? null) as LastResult,
    defaultValue: {
      percent: String(prepaid?.percent ?? 0),
      maxDiscount: prepaid?.maxDiscountPaise ? paiseToRupeesText(prepaid.maxDiscountPaise) : '',
    },
  });
  return (
    <AdminPage
      title="Offers"
      actions={<ButtonLink to="/admin/coupons/new">Add coupon code</ButtonLink>}
    >
      {saved ? <Alert tone="success">The prepaid offer has been saved.</Alert> : null}
      {actionData && !actionData.ok ? <Alert>{actionData.message}</Alert> : null}
      <h2>Coupon codes</h2>
      <AdminTable
        caption="Coupon codes, newest first"
        columns={[
          'Code',
          'Terms',
          'Valid',
          { label: 'Uses', numeric: true },
          { label: 'Revenue', numeric: true },
          { label: 'Given away', numeric: true },
          'State',
        ]}
        rows={coupons}
        empty="No coupon codes yet."
      >
        {(coupon) => (
          <tr key={coupon.code}>
            <th scope="row">
              <Link to={`/admin/coupons/${encodeURIComponent(coupon.code)}`}>{coupon.code}</Link>
            </th>
            <td>{couponTerms(coupon)}</td>
            <td className="nowrap">
              {coupon.validFrom ? istDateTimeText(coupon.validFrom).replace('T', ' ') : 'Any time'}
              {' – '}
              {coupon.validTo ? istDateTimeText(coupon.validTo).replace('T', ' ') : 'no end'}
            </td>
            <td className="num">
              {coupon.uses}
              {coupon.totalUses ? ` of ${coupon.totalUses}` : ''}
            </td>
            <td className="num">{formatRupees(coupon.revenuePaise, { decimals: true })}</td>
            <td className="num">{formatRupees(coupon.discountPaise, { decimals: true })}</td>
            <td>
              {coupon.paused ? (
                <Badge tone="neutral">Paused</Badge>
              ) : coupon.shown ? (
                <Badge tone="success">Shown in the cart</Badge>
              ) : (
                <Badge tone="primary">Hidden</Badge>
              )}
            </td>
          </tr>
        )}
      </AdminTable>

      <h2>Prepaid offer</h2>
      <Form method="post" {...getFormProps(form)} className="admin-panel admin-form">
        <p className="admin-note">
          Taken off the goods (after any coupon) when the shopper pays online; cash on delivery
          never gets it. 0% is no offer.
        </p>
        <div className="admin-form__grid">
          <FormField
            meta={fields.percent}
            label="Percent off for paying online"
            inputMode="numeric"
            maxLength={2}
          />
          <FormField
            meta={fields.maxDiscount}
            label="Up to (₹)"
            optional
            inputMode="decimal"
            maxLength={12}
          />
        </div>
        <div className="admin-form__actions">
          <Button type="submit" loading={navigation.state === 'submitting'}>
            Save prepaid offer
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}
