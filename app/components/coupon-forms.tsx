/**
 * The two forms the coupon box's buttons send (coupon-box.tsx): Apply and Remove, each
 * with its intent and what else the page's action needs (a Buy now's item). Rendered by
 * the page outside any other form; apart from the box so that a page can load the box's
 * code later (the checkout does) while these are in its HTML from the start.
 */
import { Form } from 'react-router';
import { COUPON_INTENT } from '../modules/offers/intents.ts';

/** The Remove form's id beside the Apply form's. */
export const removeFormId = (formId: string) => `${formId}-remove`;

/** The forms the box's buttons send; `hidden`: what else the action needs (a Buy now's item). */
export function CouponForms({
  formId,
  action,
  hidden = {},
}: {
  formId: string;
  action: string;
  hidden?: Record<string, string>;
}) {
  const fields = Object.entries(hidden).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  return (
    <>
      <Form id={formId} method="post" action={action} preventScrollReset>
        <input type="hidden" name="intent" value={COUPON_INTENT.apply} />
        {fields}
      </Form>
      <Form id={removeFormId(formId)} method="post" action={action} preventScrollReset>
        <input type="hidden" name="intent" value={COUPON_INTENT.remove} />
        {fields}
      </Form>
    </>
  );
}
