import { Form, redirect, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import {
  HtmlField,
  ProductDescriptionKannadaField,
  ProductNameKannadaField,
} from '../../components/admin/catalog-fields.tsx';
import { ImageUploadFields } from '../../components/admin/image-upload-fields.tsx';
import { FormField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { setFlash } from '../../lib/flash.server.ts';
import { getFormProps, useShopForm } from '../../lib/forms.ts';
import { handleForm } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { privatePageHeaders } from '../../lib/route-headers.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { listCategoryOptions } from '../../modules/admin/catalog/product-list.server.ts';
import { createProduct } from '../../modules/admin/catalog/products.server.ts';
import { MAX_DESCRIPTION_LENGTH } from '../../modules/admin/catalog-limits.ts';
import { NewProductSchema } from '../../modules/admin/catalog-validation.ts';
import '../../styles/admin-catalog.css';
import type { Route } from './+types/product-new';

export const headers = privatePageHeaders;

export const meta = () => backOfficeMeta('Add product');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalog.create');
  return { categories: await listCategoryOptions(services(context).database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'catalog.create');
  const { database, files } = services(context);
  return handleForm(request, {
    schema: NewProductSchema,
    coerce: false,
    run: async (input) => {
      const created = await createProduct(database.db, staff, files, input);
      const removed =
        'scripts, styles and tags or attributes the shop does not allow were removed.';
      const message = [
        created.message,
        created.sanitised ? `The description was sanitised: ${removed}` : '',
        created.sanitisedKn ? `The Kannada description was sanitised: ${removed}` : '',
      ]
        .filter(Boolean)
        .join(' ');
      throw redirect(`/admin/products/${created.id}`, {
        headers: { 'Set-Cookie': await setFlash(context, { tone: 'success', message }) },
      });
    },
  });
}

export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('newProduct'), {
    id: 'new-product',
    lastResult: actionData?.result,
  });
  return (
    <AdminPage
      title="Add product"
      actions={
        <ButtonLink to="/admin/products" variant="ghost">
          All products
        </ButtonLink>
      }
    >
      {actionData ? <Alert>Not saved: {actionData.message}</Alert> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="admin-form"
        {...getFormProps(form)}
      >
        <section className="admin-panel admin-form" aria-labelledby="product-title">
          <h2 id="product-title">Product</h2>
          <FormField meta={fields.name} label="Name" maxLength={120} hint="Must be unique." />
          <ProductNameKannadaField meta={fields.nameKn} />
          <Select
            id={fields.categoryId.id}
            name={fields.categoryId.name}
            label="Category"
            placeholder="Choose a category"
            defaultValue={String(fields.categoryId.initialValue ?? '')}
            error={fields.categoryId.errors?.[0]}
            options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <HtmlField
            meta={fields.descriptionHtml}
            label="Description (HTML)"
            maxLength={MAX_DESCRIPTION_LENGTH}
            defaultValue={String(fields.descriptionHtml.initialValue ?? '')}
            hint="Paragraphs, lists, tables and links. Scripts, styles and other tags are removed when you save."
          />
          <ProductDescriptionKannadaField
            meta={fields.descriptionHtmlKn}
            maxLength={MAX_DESCRIPTION_LENGTH}
          />
        </section>
        <section className="admin-panel admin-form" aria-labelledby="variant-title">
          <h2 id="variant-title">First variant</h2>
          <div className="admin-form__grid catalog-grid">
            <FormField meta={fields.weight} label="Size or weight" maxLength={40} hint="e.g. 3" />
            <FormField meta={fields.unit} label="Unit" optional maxLength={20} hint="e.g. Litre" />
            <FormField
              meta={fields.productCode}
              label="Product code"
              maxLength={40}
              hint="Unique, e.g. GA-GEY-21-3L"
            />
          </div>
          <div className="admin-form__grid catalog-grid">
            <FormField meta={fields.mrp} label="MRP (₹)" inputMode="decimal" maxLength={12} />
            <FormField
              meta={fields.price}
              label="Selling price (₹)"
              inputMode="decimal"
              maxLength={12}
            />
            <FormField meta={fields.stock} label="Stock" inputMode="numeric" maxLength={7} />
          </div>
        </section>
        <section className="admin-panel admin-form" aria-labelledby="image-title">
          <h2 id="image-title">Image</h2>
          <ImageUploadFields image={fields.image} alt={fields.alt} />
        </section>
        <div className="admin-form__actions">
          <Button type="submit" variant="primary" loading={navigation.state === 'submitting'}>
            Add product
          </Button>
        </div>
      </Form>
    </AdminPage>
  );
}
