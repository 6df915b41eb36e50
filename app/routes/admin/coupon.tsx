/**
 * /admin/coupons/new and /admin/coupons/{code} (issue 33): a coupon code's terms, pausing
 * it, and its usage report (orders, revenue; CSV beside it).
 */
import { Form, redirect, useNavigation } from 'react-router';
import { z } from 'zod';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { CheckField } from '../../components/admin/catalog-fields.tsx';
import { AdminTable } from '../../components/admin/list-parts.tsx';
import { FormField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { formatRupees } from '../../lib/format.ts';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { formatOrderDate } from '../../lib/order-date.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { notFound, requireStaff } from '../../modules/admin/access.server.ts';
import { paiseToRupeesText } from '../../modules/admin/catalog-limits.ts';
import { CouponSchema, istDateTimeText } from '../../modules/admin/coupon-validation.ts';
import {
  couponCategoryChoices,
  couponUses,
  findCouponForStaff,
  saveCoupon,
  setCouponPaused,
} from '../../modules/admin/coupons.server.ts';
import type { Route } from './+types/coupon';

export const meta = ({ loaderData }: Route.MetaArgs) =>
  backOfficeMeta(loaderData?.coupon ? `Coupon ${loaderData.coupon.code}` : 'Add coupon code');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, 'offers');
  const db = services(context).database.db;
  const choices = await couponCategoryChoices(db);
  if (!params.code) return { coupon: null, uses: [], choices, saved: false };
  const coupon = await findCouponForStaff(db, params.code);
  if (!coupon) notFound();
  const uses = await couponUses(db, coupon.code);
  return { coupon, uses, choices, saved: new URL(request.url).searchParams.has('saved') };
}

const PAUSE = { pause: 'pause', resume: 'resume', save: 'save' } as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'offers');
  const db = services(context).database.db;
  if (params.code && !(await findCouponForStaff(db, params.code))) notFound();
  const code = params.code;
  const paused = (value: boolean) =>
    defineIntent({
      schema: z.object({}),
      run: async () => {
        if (!code) notFound();
        await setCouponPaused(db, staff, code, value);
        return value ? 'The code is paused: no new order gets it.' : 'The code is live again.';
      },
    });
  return handleIntents(
    request,
    {
      [PAUSE.save]: defineIntent({
        schema: CouponSchema,
        coerce: false,
        run: async (input) => {
          const saved = await saveCoupon(db, staff, input, code);
          throw redirect(`/admin/coupons/${encodeURIComponent(saved)}?saved`);
        },
      }),
      [PAUSE.pause]: paused(true),
      [PAUSE.resume]: paused(false),
    },
    {
      intentOf: (form) => {
        const intent = form.get('intent');
        return intent === PAUSE.pause || intent === PAUSE.resume ? intent : PAUSE.save;
      },
    },
  );
}

const rupeesText = (paise: number | null) => (paise ? paiseToRupeesText(paise) : '');

export default function AdminCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const { coupon, uses, choices, saved } = loaderData;
  const navigation = useNavigation();
  const saving = actionData?.intent !== PAUSE.pause && actionData?.intent !== PAUSE.resume;
  const [form, fields] = useShopForm(adminValidator('coupon'), {
    id: 'coupon-form',
    lastResult: (saving ? (actionData?.result ?? null) : null) as LastResult,
    defaultValue: coupon
      ? {
          code: coupon.code,
          kind: coupon.kind,
          percent: coupon.percent === null ? '' : String(coupon.percent),
          amount: rupeesText(coupon.amountPaise),
          maxDiscount: rupeesText(coupon.maxDiscountPaise),
          minOrder: rupeesText(coupon.minOrderPaise),
          validFrom: coupon.validFrom ? istDateTimeText(coupon.validFrom) : '',
          validTo: coupon.validTo ? istDateTimeText(coupon.validTo) : '',
          totalUses: coupon.totalUses === null ? '' : String(coupon.totalUses),
          usesPerCustomer: coupon.usesPerCustomer === null ? '' : String(coupon.usesPerCustomer),
          description: coupon.description,
          products: coupon.productCodes.join(', '),
        }
      : { kind: 'percent' },
  });
  const kind = form.value.kind === 'flat' ? 'flat' : 'percent';
  const live = uses.filter((use) => use.releasedAt === null);
  return (
    <AdminPage
      title={coupon ? `Coupon ${coupon.code}` : 'Add coupon code'}
      actions={
        <ButtonLink to="/admin/coupons" variant="secondary">
          All offers
        </ButtonLink>
      }
    >
      {saved ? <Alert tone="success">The coupon code has been saved.</Alert> : null}
      {actionData ? (
        <Alert tone={actionData.ok ? 'success' : 'danger'}>{actionData.message}</Alert>
      ) : null}
      {coupon ? (
        <Form method="post" className="admin-panel admin-form__actions">
          {coupon.paused ? (
            <>
              <Badge tone="neutral">Paused</Badge>
              <Button type="submit" name="intent" value={PAUSE.resume} variant="secondary">
                Resume code
              </Button>
            </>
          ) : (
            <Button type="submit" name="intent" value={PAUSE.pause} variant="secondary">
              Pause code
            </Button>
          )}
        </Form>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="admin-panel admin-form">
        <input type="hidden" name="intent" value={PAUSE.save} />
        <div className="admin-form__grid admin-form__grid--top">
          <FormField
            meta={fields.code}
            label="Code"
            maxLength={30}
            hint="Shoppers type it in any case; it is stored in capitals."
          />
          <FormField
            meta={fields.description}
            label="Description"
            optional
            maxLength={120}
            hint="Shown with a code listed in the cart, e.g. 'Diwali: 10% off geysers'."
          />
        </div>
        <fieldset className="admin-form__grid">
          <legend>Discount</legend>
          <label className="choice">
            <input
              type="radio"
              name={fields.kind.name}
              value="percent"
              defaultChecked={kind === 'percent'}
            />
            Percent off
          </label>
          <label className="choice">
            <input
              type="radio"
              name={fields.kind.name}
              value="flat"
              defaultChecked={kind === 'flat'}
            />
            Flat ₹ off
          </label>
        </fieldset>
        <div className="admin-form__grid admin-form__grid--top">
          {kind === 'percent' ? (
            <>
              <FormField meta={fields.percent} label="Percent" inputMode="numeric" maxLength={3} />
              <FormField
                meta={fields.maxDiscount}
                label="At most (₹)"
                optional
                inputMode="decimal"
                maxLength={12}
              />
            </>
          ) : (
            <FormField
              meta={fields.amount}
              label="Amount off (₹)"
              inputMode="decimal"
              maxLength={12}
            />
          )}
          <FormField
            meta={fields.minOrder}
            label="Minimum order (₹)"
            optional
            inputMode="decimal"
            maxLength={12}
            hint="On the discounted subtotal, before shipping."
          />
        </div>
        <div className="admin-form__grid admin-form__grid--top">
          <FormField
            meta={fields.validFrom}
            label="Valid from (IST)"
            optional
            type="datetime-local"
          />
          <FormField
            meta={fields.validTo}
            label="Valid until (IST)"
            optional
            type="datetime-local"
          />
          <FormField
            meta={fields.totalUses}
            label="Total uses"
            optional
            inputMode="numeric"
            maxLength={7}
          />
          <FormField
            meta={fields.usesPerCustomer}
            label="Uses per customer"
            optional
            inputMode="numeric"
            maxLength={7}
            hint="An account, or a guest's e-mail or phone."
          />
        </div>
        <fieldset>
          <legend>
            Applies to these categories (none ticked: the products below, or everything)
          </legend>
          <div className="admin-form__grid admin-form__grid--top">
            {choices.map((category) => (
              <label key={category.id} className="choice">
                <input
                  type="checkbox"
                  name={fields.categories.name}
                  value={String(category.id)}
                  defaultChecked={coupon?.categoryIds.includes(category.id) ?? false}
                />
                {category.name}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField
          meta={fields.products}
          label="Applies to these products (product codes)"
          optional
          maxLength={2000}
          hint="Separated by commas, e.g. GA-GEY-15, GA-WM-7."
        />
        <CheckField
          meta={fields.firstOrderOnly}
          label="First order only"
          defaultChecked={coupon?.firstOrderOnly ?? false}
        />
        <CheckField
          meta={fields.shown}
          label="Show in the cart as an available offer"
          defaultChecked={coupon?.shown ?? false}
        />
        <div className="admin-form__actions">
          <Button type="submit" loading={navigation.state === 'submitting' && saving}>
            {coupon ? 'Save coupon code' : 'Add coupon code'}
          </Button>
        </div>
      </Form>
      {coupon ? (
        <section aria-labelledby="coupon-uses">
          <h2 id="coupon-uses">Usage</h2>
          <p>
            {live.length} {live.length === 1 ? 'order holds' : 'orders hold'} a use
            {coupon.totalUses ? ` of ${coupon.totalUses}` : ''}; they come to{' '}
            {formatRupees(
              live.reduce((sum, use) => sum + use.totalPaise, 0),
              { decimals: true },
            )}
            , with{' '}
            {formatRupees(
              live.reduce((sum, use) => sum + use.discountPaise, 0),
              { decimals: true },
            )}{' '}
            off.{' '}
            <a href={`/admin/coupons/${encodeURIComponent(coupon.code)}/uses.csv`}>
              Download as CSV
            </a>
          </p>
          <AdminTable
            caption={`Orders with ${coupon.code}, newest first`}
            columns={[
              'Order',
              'Placed',
              'E-mail',
              { label: 'Discount', numeric: true },
              { label: 'Total', numeric: true },
              'Status',
            ]}
            rows={uses}
            empty="No order has used this code yet."
          >
            {(use) => (
              <tr key={use.orderNumber}>
                <th scope="row">
                  <a href={`/admin/orders/${use.orderNumber}`}>{use.orderNumber}</a>
                </th>
                <td>{formatOrderDate(use.placedAt)}</td>
                <td>{use.email}</td>
                <td className="num">{formatRupees(use.discountPaise, { decimals: true })}</td>
                <td className="num">{formatRupees(use.totalPaise, { decimals: true })}</td>
                <td>
                  {use.status}
                  {use.releasedAt ? ' (use given back)' : ''}
                </td>
              </tr>
            )}
          </AdminTable>
        </section>
      ) : null}
    </AdminPage>
  );
}
