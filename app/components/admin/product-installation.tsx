/**
 * A product's installation on its edit page (issue 35): as its category, not installed,
 * or installed with its own price and length (each left blank to keep the category's).
 */
import { Form, useNavigation } from 'react-router';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { paiseToRupeesText } from '../../modules/admin/catalog-limits.ts';
import {
  BASE_TERMS,
  PRODUCT_INSTALLATION,
  PRODUCT_INSTALLATION_LABELS,
} from '../../modules/admin/installation-limits.ts';
import type { ProductInstallationView } from '../../modules/admin/installation-settings.server.ts';
import { installationPrice, termsText } from '../../modules/admin/installation-wording.ts';
import { FormField } from '../forms.tsx';
import { Button } from '../ui/button.tsx';
import { Select } from '../ui/select.tsx';
import { adminValidator } from './admin-validator.ts';

export function ProductInstallationForm({
  intent,
  installation,
  lastResult,
}: {
  /** The route's intent for this form. */
  intent: string;
  installation: ProductInstallationView;
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { choice, own, category } = installation;
  const [form, fields] = useShopForm(adminValidator('productInstallation'), {
    id: 'product-installation',
    lastResult,
    defaultValue: {
      installation: choice,
      price: own.pricePaise === null ? '' : paiseToRupeesText(own.pricePaise),
      minutes: own.minutes === null ? '' : String(own.minutes),
    },
  });
  // Without JavaScript the terms stay in view: the choice cannot reveal them.
  const ownTerms = !hydrated || fields.installation.value === 'own';
  // What a blank box comes to.
  const base = category ?? BASE_TERMS;
  const blank = category ? 'Blank: the category’s, ' : 'Blank: ';
  return (
    <section className="admin-panel" aria-labelledby="installation-title">
      <h2 id="installation-title">Installation</h2>
      <p className="admin-note">
        {category
          ? `Category: ${category.name}, ${termsText(category)}.`
          : 'No installed category.'}
      </p>
      <Form method="post" className="admin-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={intent} />
        <Select
          id={fields.installation.id}
          name={fields.installation.name}
          label="Installation"
          defaultValue={fields.installation.initialValue}
          error={fields.installation.errors?.[0]}
          options={PRODUCT_INSTALLATION.map((value) => ({
            value,
            label: PRODUCT_INSTALLATION_LABELS[value],
          }))}
        />
        <div className="admin-form__grid catalog-grid" hidden={!ownTerms}>
          <FormField
            meta={fields.price}
            label="Price when installed (₹)"
            optional
            inputMode="decimal"
            maxLength={12}
            hint={`${blank}${installationPrice(base.pricePaise)}. 0 is included.`}
          />
          <FormField
            meta={fields.minutes}
            label="Visit when installed (minutes)"
            optional
            inputMode="numeric"
            maxLength={3}
            hint={`${blank}${base.minutes} min.`}
          />
        </div>
        <div className="admin-form__actions">
          <Button
            type="submit"
            variant="secondary"
            loading={navigation.formData?.get('intent') === intent}
          >
            Save installation
          </Button>
        </div>
      </Form>
    </section>
  );
}
