/**
 * The address form ('+ Add New Address'): the spec's fields and messages, checked in the
 * browser with the schema the route action parses with. A valid pincode fills city and state
 * from the serviceable-pincode table (place-from-pincode.ts).
 */
import { Form } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { formSchema } from '../lib/form-schema.ts';
import { getFormProps, type LastResult, useInputControl, useShopForm } from '../lib/forms.ts';
import { usePlaceFromPincode } from '../lib/place-from-pincode.ts';
import { ADDRESS_TYPE_LABEL, ADDRESS_TYPES } from '../modules/customer/address-types.ts';
import type { Address } from '../modules/customer/validation.ts';
import { isValidPincode, type PincodeCheck } from '../modules/shipping/pincode.ts';
import { ControlledFormField, FormField } from './forms.tsx';
import { Button } from './ui/button.tsx';

const addressSchema = formSchema(() =>
  import('../modules/customer/validation.ts').then((module) => module.AddressSchema),
);

export function AddressForm({
  address,
  intent,
  lastResult,
  busy,
}: {
  address: Address | null;
  intent: string;
  lastResult: LastResult;
  busy: boolean;
}) {
  const t = useT();
  const [form, fields] = useShopForm(addressSchema, {
    id: address ? `address-${address.id}` : 'address-new',
    lastResult,
    defaultValue: address
      ? {
          newphonenumber: address.phone,
          newaddress1: address.address1,
          newaddress2: address.address2,
          newcity: address.city,
          newpincode: address.pincode,
          newstate: address.state,
          newlandmark: address.landmark,
          newaddresstype: address.type,
        }
      : { newaddresstype: 'Home' },
  });
  const city = useInputControl(fields.newcity);
  const state = useInputControl(fields.newstate);

  const fillPlace = usePlaceFromPincode(city, state);

  async function fillFromPincode(pincode: string) {
    if (!isValidPincode(pincode)) return;
    try {
      const response = await fetch(`/api/v1/pincodes/${pincode}`);
      if (!response.ok) return;
      const { data } = (await response.json()) as { data: PincodeCheck };
      fillPlace(data);
    } catch {
      // Offline: the shopper types them.
    }
  }

  return (
    <Form method="post" className="auth-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
      <FormField
        meta={fields.newphonenumber}
        label={t('Mobile number')}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
      />
      <FormField meta={fields.newaddress1} label={t('Address 1')} autoComplete="address-line1" />
      <FormField meta={fields.newaddress2} label={t('Address 2')} autoComplete="address-line2" />
      <FormField meta={fields.newlandmark} label={t('Landmark')} />
      <div className="auth-form__row">
        <FormField
          meta={fields.newpincode}
          label={t('Pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          onChange={(event) => void fillFromPincode(event.currentTarget.value.trim())}
        />
        <ControlledFormField
          meta={fields.newcity}
          control={city}
          label={t('City')}
          autoComplete="address-level2"
        />
      </div>
      <ControlledFormField
        meta={fields.newstate}
        control={state}
        label={t('State')}
        autoComplete="address-level1"
      />
      <fieldset
        className="choice-group"
        aria-describedby={
          fields.newaddresstype.errors ? `${fields.newaddresstype.id}-error` : undefined
        }
      >
        <legend>{t('Address type')}</legend>
        <div className="choice-group__options">
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className="choice">
              <input
                type="radio"
                name={fields.newaddresstype.name}
                value={type}
                defaultChecked={fields.newaddresstype.initialValue === type}
              />
              {t(ADDRESS_TYPE_LABEL, { type })}
            </label>
          ))}
        </div>
        {fields.newaddresstype.errors ? (
          <p className="field__error" id={`${fields.newaddresstype.id}-error`}>
            {t(fields.newaddresstype.errors[0] ?? '')}
          </p>
        ) : null}
      </fieldset>
      {address?.isDefault ? null : (
        <label className="choice">
          <input type="checkbox" name="makeDefault" value="true" />
          {t('Make this my default address')}
        </label>
      )}
      <Button type="submit" size="lg" block loading={busy}>
        {t('Save address')}
      </Button>
    </Form>
  );
}
