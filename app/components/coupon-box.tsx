/**
 * The coupon box of the cart and the checkout (issue 33): 'Apply' a code, or the code kept
 * with 'Remove', and the shop's shown codes as available offers. Its buttons belong to two
 * small forms (coupon-forms.tsx) that the page renders outside any other form (the
 * checkout's summary sits inside the checkout form, and forms cannot nest); the server
 * prices the code and says why one does not apply.
 */
import { useT } from '../i18n/i18n-context.tsx';
import { formatRupees } from '../lib/format.ts';
import { MAX_COUPON_CODE_LENGTH } from '../modules/offers/coupon-rules.ts';
import { removeFormId } from './coupon-forms.tsx';
import { Button } from './ui/button.tsx';
import { Field } from './ui/field.tsx';

export interface CouponBoxProps {
  formId: string;
  /** The code kept (the cart's, or the Buy now's), whether or not it applies now. */
  couponCode: string | null;
  /** What it takes off, while it applies. */
  discountPaise: number | null;
  /** Why the kept code does not apply now (in the page's language). */
  problem: string | null;
  /** The server's refusal of the code just typed (in the page's language). */
  error: string | null;
  offers?: readonly { code: string; description: string }[];
  busy?: boolean;
}

export function CouponBox({
  formId,
  couponCode,
  discountPaise,
  problem,
  error,
  offers = [],
  busy = false,
}: CouponBoxProps) {
  const t = useT();
  return (
    <div className="coupon-box">
      {couponCode ? (
        <div className="coupon-box__kept">
          <p>
            {discountPaise !== null
              ? t('Code {code} saves you {amount}.', {
                  code: couponCode,
                  amount: formatRupees(discountPaise, { decimals: true }),
                })
              : t('Coupon ({code})', { code: couponCode })}
          </p>
          {problem ? (
            <p className="field__error" role="alert">
              {problem}
            </p>
          ) : null}
          <Button
            type="submit"
            form={removeFormId(formId)}
            variant="secondary"
            size="sm"
            loading={busy}
            aria-label={t('Remove code {code}', { code: couponCode })}
          >
            {t('Remove')}
          </Button>
        </div>
      ) : (
        <div className="coupon-box__apply">
          <Field
            id={`${formId}-code`}
            name="code"
            form={formId}
            label={t('Coupon code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={MAX_COUPON_CODE_LENGTH}
            error={error ?? undefined}
          />
          <Button type="submit" form={formId} variant="secondary" loading={busy}>
            {t('Apply')}
          </Button>
        </div>
      )}
      {!couponCode && offers.length > 0 ? (
        <div className="coupon-box__offers">
          <h3>{t('Available offers')}</h3>
          <ul>
            {offers.map((offer) => (
              <li key={offer.code}>
                <span>
                  <strong>{offer.code}</strong> {offer.description}
                </span>
                <Button
                  type="submit"
                  form={formId}
                  name="offer"
                  value={offer.code}
                  variant="ghost"
                  size="sm"
                  aria-label={t('Apply code {code}', { code: offer.code })}
                >
                  {t('Apply')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
