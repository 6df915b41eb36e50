import { data, Form, Link, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import {
  CategoryChecklist,
  CheckField,
  HtmlField,
  ProductDescriptionKannadaField,
  ProductNameKannadaField,
} from '../../components/admin/catalog-fields.tsx';
import { FormField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { takeFlash } from '../../lib/flash.server.ts';
import { getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { productThumb } from '../../lib/product-image.ts';
import { privatePageHeaders } from '../../lib/route-headers.ts';
import { services } from '../../lib/services.server.ts';
import { notFound, requireStaff } from '../../modules/admin/access.server.ts';
import { listCategoryOptions } from '../../modules/admin/catalog/product-list.server.ts';
import {
  type EditVariant,
  type EditWarranty,
  loadProduct,
  productExists,
  updateProductDetails,
  updateWarrantyKannada,
} from '../../modules/admin/catalog/products.server.ts';
import { updateVariant } from '../../modules/admin/catalog/variants.server.ts';
import { MAX_DESCRIPTION_LENGTH, paiseToRupeesText } from '../../modules/admin/catalog-limits.ts';
import {
  ProductDetailsSchema,
  VariantSchema,
  WarrantyKannadaSchema,
} from '../../modules/admin/catalog-validation.ts';
import {
  productInstallationView,
  saveProductInstallation,
} from '../../modules/admin/installation-settings.server.ts';
import { ProductInstallationSchema } from '../../modules/admin/installation-validation.ts';
import '../../styles/admin-catalog.css';
import type { Route } from './+types/product-edit';

export const headers = privatePageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  backOfficeMeta(loaderData?.product.name ?? 'Product');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalog.edit');
  const db = services(context).database.db;
  const [product, categories, installation] = await Promise.all([
    loadProduct(db, params.productId),
    listCategoryOptions(db),
    productInstallationView(db, params.productId),
  ]);
  if (!product || !installation) notFound();
  // 'Added' after a new product's redirect.
  const { flash, clear } = await takeFlash(request, context);
  return data({ product, categories, installation, flash }, { headers: clear });
}

/**
 * A product's installation (issue 35): its code comes after the page's (the server's HTML
 * posts until then), which keeps the page within its first-JavaScript budget.
 */
const ProductInstallationForm = lazyComponent(() =>
  import('../../components/admin/product-installation.tsx').then(
    (module) => module.ProductInstallationForm,
  ),
);

export const EDIT_INTENT = {
  details: 'details',
  variant: 'variant',
  warranty: 'warranty',
  installation: 'installation',
} as const;
type EditIntent = (typeof EDIT_INTENT)[keyof typeof EDIT_INTENT];

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'catalog.edit');
  const db = services(context).database.db;
  if (!(await productExists(db, params.productId))) notFound();
  return handleIntents(
    request,
    {
      [EDIT_INTENT.details]: defineIntent({
        schema: ProductDetailsSchema,
        coerce: false,
        run: async (input) => {
          const { message, sanitised, sanitisedKn } = await updateProductDetails(
            db,
            staff,
            params.productId,
            input,
          );
          return { message, data: { sanitised, sanitisedKn } };
        },
      }),
      [EDIT_INTENT.variant]: defineIntent({
        schema: VariantSchema,
        coerce: false,
        run: async (input) =>
          (await updateVariant(db, staff, params.productId, input, services(context).publicUrl))
            .message,
      }),
      [EDIT_INTENT.warranty]: defineIntent({
        schema: WarrantyKannadaSchema,
        coerce: false,
        run: async (input) =>
          (await updateWarrantyKannada(db, staff, params.productId, input)).message,
      }),
      [EDIT_INTENT.installation]: defineIntent({
        schema: ProductInstallationSchema,
        coerce: false,
        run: (input) => saveProductInstallation(db, staff, params.productId, input),
      }),
    },
    { target: 'variantId' },
  );
}

export default function ProductEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, categories, installation, flash } = loaderData;
  const replyTo = (intent: EditIntent, variantId = '') =>
    actionData?.intent === intent && actionData.target === variantId
      ? actionData.result
      : undefined;
  const details = actionData?.intent === EDIT_INTENT.details ? actionData.data : undefined;
  // A warranty's form is known by the warranty it sent.
  const warrantyReply = (id: number) =>
    actionData?.intent === EDIT_INTENT.warranty &&
    actionData.result?.initialValue?.warrantyId === String(id)
      ? actionData.result
      : undefined;
  return (
    <AdminPage
      title={product.name}
      actions={
        <>
          <ButtonLink to="/admin/products" variant="ghost">
            All products
          </ButtonLink>
          {product.active ? (
            <a className="btn btn--secondary btn--md" href={`/product/${product.slug}`}>
              <span className="btn__label">View in shop</span>
            </a>
          ) : null}
        </>
      }
    >
      {flash && !actionData ? <Alert tone={flash.tone}>{flash.message}</Alert> : null}
      {actionData ? (
        <Alert tone={actionData.tone}>
          {actionData.tone === 'danger' ? 'Not saved: ' : null}
          {actionData.message}
          {details?.sanitised ? (
            <>
              {' '}
              The description was sanitised: scripts, styles and tags or attributes the shop does
              not allow were removed.
            </>
          ) : null}
          {details?.sanitisedKn ? (
            <>
              {' '}
              The Kannada description was sanitised: scripts, styles and tags or attributes the shop
              does not allow were removed.
            </>
          ) : null}
        </Alert>
      ) : null}
      <p className="admin-note catalog-facts">
        {product.active ? 'Active: shown in the shop.' : 'Hidden: not shown in the shop.'} SKU{' '}
        {product.sku} · Barcode {product.barcode} · Address /product/{product.slug}
      </p>
      <DetailsPanel
        key={product.version}
        product={product}
        categories={categories}
        lastResult={replyTo(EDIT_INTENT.details)}
      />
      <section className="admin-panel" aria-labelledby="variants-title">
        <h2 id="variants-title">Variants, prices and stock</h2>
        <p className="admin-note">
          Prices in rupees. The selling price cannot be more than the MRP.
        </p>
        <div className="catalog-variants">
          {product.variants.map((variant) => (
            <VariantForm
              key={`${variant.id}-${variant.basePricePaise}-${variant.discountedPricePaise}-${variant.stock}-${variant.active}`}
              variant={variant}
              lastResult={replyTo(EDIT_INTENT.variant, variant.id)}
              saved={
                actionData?.intent === EDIT_INTENT.variant &&
                actionData.target === variant.id &&
                actionData.ok
              }
            />
          ))}
        </div>
      </section>
      {product.warranties.length ? (
        <section className="admin-panel" aria-labelledby="warranties-title">
          <h2 id="warranties-title">Warranties</h2>
          <p className="admin-note">
            Kannada pages show the Kannada words; the English ones where they are left empty.
          </p>
          <div className="catalog-warranties">
            {product.warranties.map((warranty, index) => (
              <WarrantyForm
                key={`${warranty.id}-${warranty.optionKn}-${warranty.valueKn}`}
                warranty={warranty}
                number={index + 1}
                lastResult={warrantyReply(warranty.id)}
              />
            ))}
          </div>
        </section>
      ) : null}
      <ProductInstallationForm
        key={JSON.stringify(installation)}
        intent={EDIT_INTENT.installation}
        installation={installation}
        lastResult={replyTo(EDIT_INTENT.installation)}
      />
      <section className="admin-panel" aria-labelledby="specs-title">
        <h2 id="specs-title">Specifications</h2>
        <Link to={`/admin/products/${product.id}/specifications`}>Edit specifications</Link>
      </section>
      <section className="admin-panel" aria-labelledby="images-title">
        <h2 id="images-title">Images</h2>
        {product.images.length ? (
          <ul className="catalog-thumbs">
            {product.images.map((image) => (
              <li key={image.id}>
                <img src={productThumb(image.path)} alt={image.alt} width={96} height={115} />
              </li>
            ))}
          </ul>
        ) : (
          <p>This product has no image yet.</p>
        )}
        <p>
          <Link to={`/admin/products/${product.id}/images`}>
            Reorder, describe, remove or upload images
          </Link>
        </p>
      </section>
    </AdminPage>
  );
}

type LoadedProduct = Route.ComponentProps['loaderData']['product'];

function DetailsPanel({
  product,
  categories,
  lastResult,
}: {
  product: LoadedProduct;
  categories: Route.ComponentProps['loaderData']['categories'];
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('productDetails'), {
    id: 'product-details',
    lastResult,
    defaultValue: {
      name: product.name,
      nameKn: product.nameKn ?? '',
      descriptionHtml: product.descriptionHtml,
      descriptionHtmlKn: product.descriptionHtmlKn ?? '',
      colourNameKn: product.colourNameKn ?? '',
      deliveryKarnataka: paiseToRupeesText(product.deliveryKarnatakaPaise),
      deliveryOther: paiseToRupeesText(product.deliveryOtherPaise),
    },
  });
  // After a refusal the boxes show what was sent; otherwise what is stored.
  const sent = lastResult?.initialValue as Record<string, unknown> | undefined;
  const sentList = (value: unknown) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(Number);
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === EDIT_INTENT.details;
  return (
    <section className="admin-panel" aria-labelledby="details-title">
      <h2 id="details-title">Details</h2>
      <Form method="post" className="admin-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={EDIT_INTENT.details} />
        <FormField
          meta={fields.name}
          label="Name"
          maxLength={120}
          hint="Must be unique. The product's address stays the same when you rename it."
        />
        <ProductNameKannadaField meta={fields.nameKn} />
        <HtmlField
          meta={fields.descriptionHtml}
          label="Description (HTML)"
          maxLength={MAX_DESCRIPTION_LENGTH}
          rows={10}
          defaultValue={String(fields.descriptionHtml.initialValue ?? '')}
          hint="Paragraphs, lists, tables and links. Scripts, styles and other tags are removed when you save."
        />
        <ProductDescriptionKannadaField
          meta={fields.descriptionHtmlKn}
          maxLength={MAX_DESCRIPTION_LENGTH}
          rows={10}
        />
        {product.colourName ? (
          <FormField
            meta={fields.colourNameKn}
            label="Colour name (Kannada)"
            optional
            lang="kn"
            maxLength={40}
            hint={`The colour in English: ${product.colourName}. Shown when left empty.`}
          />
        ) : null}
        <CategoryChecklist
          meta={fields.categoryIds as never}
          options={categories}
          checked={sent ? sentList(sent.categoryIds) : product.categoryIds}
        />
        <div className="admin-form__grid catalog-grid">
          <CheckField
            meta={fields.featured as never}
            label="Featured on the home page"
            defaultChecked={sent ? Boolean(sent.featured) : product.featured}
          />
          <CheckField
            meta={fields.active as never}
            label="Active (shown in the shop)"
            hint="A hidden product's page answers 404 and it leaves every list."
            defaultChecked={sent ? Boolean(sent.active) : product.active}
          />
        </div>
        <div className="admin-form__grid catalog-grid">
          <FormField
            meta={fields.deliveryKarnataka}
            label="Delivery charge, Karnataka (₹)"
            inputMode="decimal"
            maxLength={12}
          />
          <FormField
            meta={fields.deliveryOther}
            label="Delivery charge, rest of India (₹)"
            inputMode="decimal"
            maxLength={12}
          />
        </div>
        <div className="admin-form__actions">
          <Button type="submit" variant="primary" loading={busy}>
            Save details
          </Button>
        </div>
      </Form>
    </section>
  );
}

function VariantForm({
  variant,
  lastResult,
  saved,
}: {
  variant: EditVariant;
  lastResult: LastResult;
  saved: boolean;
}) {
  const navigation = useNavigation();
  const label = `${variant.weight} ${variant.unit}`.trim();
  const [form, fields] = useShopForm(adminValidator('variant'), {
    id: `variant-${variant.id}`,
    lastResult,
    defaultValue: {
      mrp: paiseToRupeesText(variant.basePricePaise),
      price: paiseToRupeesText(variant.discountedPricePaise),
      stock: String(variant.stock),
    },
  });
  const sent = lastResult?.initialValue as Record<string, unknown> | undefined;
  // The stock this form is edited against. After a refusal for another field the form
  // shows what was sent, stock included, so the baseline stays the one it was sent with
  // (else a stock left as shown would overwrite what orders did meanwhile); after a
  // refusal of the stock itself, or a save, it is the stock as it is now.
  const stockWas =
    !saved && typeof sent?.stockWas === 'string' && !lastResult?.error?.stock
      ? sent.stockWas
      : String(variant.stock);
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('variantId') === variant.id;
  return (
    <Form
      method="post"
      className="catalog-variant"
      aria-label={`Variant ${label}`}
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value={EDIT_INTENT.variant} />
      <input type="hidden" name="variantId" value={variant.id} />
      <input type="hidden" name="stockWas" value={stockWas} />
      <h3 className="catalog-variant__title">
        {label} <span className="catalog-variant__code">{variant.productCode}</span>
      </h3>
      <div className="catalog-variant__fields">
        <FormField
          meta={fields.mrp}
          label={
            <>
              MRP (₹)<span className="visually-hidden">, {label}</span>
            </>
          }
          inputMode="decimal"
          maxLength={12}
        />
        <FormField
          meta={fields.price}
          label={
            <>
              Selling price (₹)<span className="visually-hidden">, {label}</span>
            </>
          }
          inputMode="decimal"
          maxLength={12}
        />
        <FormField
          meta={fields.stock}
          label={
            <>
              Stock<span className="visually-hidden">, {label}</span>
            </>
          }
          inputMode="numeric"
          maxLength={7}
        />
        <CheckField
          meta={fields.active as never}
          label={
            <>
              Active<span className="visually-hidden">, {label}</span>
            </>
          }
          defaultChecked={sent ? Boolean(sent.active) : variant.active}
        />
        <div className="catalog-variant__save">
          <Button type="submit" variant="secondary" loading={busy}>
            Save<span className="visually-hidden"> {label}</span>
          </Button>
          {saved ? <span className="catalog-variant__saved">Saved</span> : null}
        </div>
      </div>
    </Form>
  );
}

/** A warranty's Kannada option and value beside its English words (which are not edited). */
function WarrantyForm({
  warranty,
  number,
  lastResult,
}: {
  warranty: EditWarranty;
  number: number;
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('warrantyKannada'), {
    id: `warranty-${warranty.id}`,
    lastResult,
    defaultValue: {
      warrantyId: String(warranty.id),
      optionKn: warranty.optionKn ?? '',
      valueKn: warranty.valueKn ?? '',
    },
  });
  const which = `warranty ${number}`;
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === EDIT_INTENT.warranty &&
    navigation.formData?.get('warrantyId') === String(warranty.id);
  return (
    <Form
      method="post"
      className="catalog-warranty"
      aria-label={`Warranty ${number}: ${warranty.option}, ${warranty.value}`}
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value={EDIT_INTENT.warranty} />
      <input type="hidden" name="warrantyId" value={warranty.id} />
      <p className="catalog-warranty__english">
        {warranty.option}: {warranty.value}
      </p>
      <div className="admin-form__grid catalog-grid">
        <FormField
          meta={fields.optionKn}
          label={
            <>
              Option (Kannada)<span className="visually-hidden">, {which}</span>
            </>
          }
          optional
          lang="kn"
          maxLength={60}
        />
        <FormField
          meta={fields.valueKn}
          label={
            <>
              Value (Kannada)<span className="visually-hidden">, {which}</span>
            </>
          }
          optional
          lang="kn"
          maxLength={60}
        />
      </div>
      <div className="admin-form__actions">
        <Button type="submit" variant="secondary" size="sm" loading={busy}>
          Save<span className="visually-hidden"> {which}</span>
        </Button>
      </div>
    </Form>
  );
}
