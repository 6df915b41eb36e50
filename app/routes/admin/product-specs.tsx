import { type ReactNode, useMemo } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { FieldMessages, useFieldIds } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { formSchema } from '../../lib/form-schema.ts';
import { type FieldMeta, getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { handleForm } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { privatePageHeaders } from '../../lib/route-headers.ts';
import { services } from '../../lib/services.server.ts';
import { notFound, requireStaff } from '../../modules/admin/access.server.ts';
import {
  loadSpecEditor,
  type SpecEditor,
  saveProductSpecs,
  specFormOf,
} from '../../modules/admin/catalog/specs.server.ts';
import { can } from '../../modules/admin/roles.ts';
import {
  type SpecForm,
  type SpecFormAttribute,
  specField,
  specValueText,
  specVariantField,
  splitField,
} from '../../modules/admin/specs-fields.ts';
import { specificationsSchema } from '../../modules/admin/specs-validation.ts';
import '../../styles/admin-catalog.css';
import type { Route } from './+types/product-specs';

export const headers = privatePageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  backOfficeMeta(`Specifications of ${loaderData?.editor.product.name ?? 'Product'}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, 'catalog.edit');
  const editor = await loadSpecEditor(services(context).database.db, params.productId);
  if (!editor) notFound();
  // An admin also manages the categories' attributes.
  return { editor, form: specFormOf(editor), canManage: can(staff.role, 'catalog.create') };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'catalog.edit');
  const db = services(context).database.db;
  // The form's fields are the product's attributes and variants: read them to parse it.
  const editor = await loadSpecEditor(db, params.productId);
  if (!editor) notFound();
  return handleForm(request, {
    schema: specificationsSchema(specFormOf(editor)),
    coerce: false,
    run: async (input) => (await saveProductSpecs(db, staff, params.productId, input)).message,
  });
}

export default function ProductSpecsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { editor, form, canManage } = loaderData;
  const { product, category } = editor;
  return (
    <AdminPage
      title={`Specifications of ${product.name}`}
      actions={
        <>
          <ButtonLink to={`/admin/products/${product.id}`} variant="ghost">
            Back to the product
          </ButtonLink>
          {product.active ? (
            <a className="btn btn--secondary btn--md" href={`/product/${product.slug}`}>
              <span className="btn__label">View in shop</span>
            </a>
          ) : null}
        </>
      }
    >
      {actionData ? (
        <Alert tone={actionData.tone}>
          {actionData.tone === 'danger' ? 'Not saved: ' : null}
          {actionData.message}
        </Alert>
      ) : null}
      {!category || form.attributes.length === 0 ? (
        <section className="admin-panel">
          <p>
            {category
              ? `The category ${category.name} has no specifications yet.`
              : 'This product is in no category but All Products, so it has no specifications.'}
          </p>
        </section>
      ) : (
        <SpecsPanel
          key={JSON.stringify(editor.values)}
          editor={editor}
          form={form}
          categoryName={category.name}
          lastResult={actionData?.ok ? undefined : actionData?.result}
        />
      )}
      {canManage && category ? (
        <p>
          <Link to={`/admin/specifications?category=${category.id}`}>
            The attributes of {category.name}
          </Link>
        </p>
      ) : null}
    </AdminPage>
  );
}

function defaultsOf(editor: SpecEditor) {
  const values: Record<string, string> = {};
  for (const attribute of editor.attributes) {
    values[specField(attribute.key)] = specValueText(editor.values[attribute.key]);
    for (const variant of editor.variants) {
      values[specVariantField(attribute.key, variant.id)] = specValueText(
        editor.values[`${attribute.key}:${variant.id}`] ?? editor.values[attribute.key],
      );
    }
  }
  return values;
}

function SpecsPanel({
  editor,
  form: spec,
  categoryName,
  lastResult,
}: {
  editor: SpecEditor;
  form: SpecForm;
  categoryName: string;
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  // The schema is built from this product's attributes and variants, fetched as the form is
  // first used (with the other admin schemas).
  const schema = useMemo(
    () =>
      formSchema(
        () =>
          import('../../modules/admin/form-validators.ts').then((module) =>
            module.specificationsSchema(spec),
          ),
        { coerce: false },
      ),
    [spec],
  );
  const defaultValue = useMemo(() => defaultsOf(editor), [editor]);
  const [form, fields] = useShopForm(schema, { id: 'specifications', lastResult, defaultValue });
  // Every name has its metadata (the hook's fields answer any name).
  const fieldOf = (name: string) => fields[name] as FieldMeta;
  const sent = lastResult?.initialValue as Record<string, unknown> | undefined;
  const byVariant = spec.variants.length > 1;
  const busy = navigation.state === 'submitting';
  return (
    <section className="admin-panel" aria-labelledby="specs-title">
      <h2 id="specs-title">{categoryName}</h2>
      <p className="admin-note">
        Leave a value empty when it is not known: the shop leaves it out.
        {byVariant
          ? ' Where the variants differ (a 15 L and a 25 L model), tick “Differs by variant” and enter each one’s value.'
          : ''}
      </p>
      <Form method="post" className="admin-form spec-form" {...getFormProps(form)}>
        {spec.attributes.map((attribute) => {
          const split = sent
            ? Boolean(sent[splitField(attribute.key)])
            : editor.split.includes(attribute.key);
          return (
            <fieldset key={attribute.key} className="spec-row">
              <legend className="spec-row__name">
                {attribute.name}
                {attribute.unit ? (
                  <span className="spec-row__unit"> ({attribute.unit})</span>
                ) : null}
              </legend>
              <div className="spec-row__whole">
                {/* The legend shows the name: the box's own label is for screen readers. */}
                <SpecControl
                  attribute={attribute}
                  meta={fieldOf(specField(attribute.key))}
                  label={attribute.name}
                  hideLabel
                />
              </div>
              {byVariant ? (
                <>
                  <SplitCheck
                    meta={fieldOf(splitField(attribute.key))}
                    name={attribute.name}
                    defaultChecked={split}
                  />
                  <div className="spec-row__variants">
                    {spec.variants.map((variant) => (
                      <SpecControl
                        key={variant.id}
                        attribute={attribute}
                        meta={fieldOf(specVariantField(attribute.key, variant.id))}
                        label={
                          <>
                            <span className="visually-hidden">{attribute.name}, </span>
                            {variant.label}
                          </>
                        }
                      />
                    ))}
                  </div>
                </>
              ) : null}
            </fieldset>
          );
        })}
        <div className="admin-form__actions">
          <Button type="submit" variant="primary" loading={busy}>
            Save specifications
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** "Differs by variant": shows a value per variant instead of one (by CSS, no script). */
function SplitCheck({
  meta,
  name,
  defaultChecked,
}: {
  meta: FieldMeta;
  name: string;
  defaultChecked: boolean;
}) {
  const { controlProps } = useFieldIds(meta.id, {});
  return (
    <div className="admin-check spec-row__split">
      <input
        key={meta.key}
        type="checkbox"
        name={meta.name}
        form={meta.formId}
        value="on"
        defaultChecked={defaultChecked}
        {...controlProps}
      />
      <label htmlFor={controlProps.id}>
        Differs by variant<span className="visually-hidden">: {name}</span>
      </label>
    </div>
  );
}

const BOOLEAN_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** One value's control by its attribute's type, its message under it. */
function SpecControl({
  attribute,
  meta,
  label,
  hideLabel = false,
}: {
  attribute: SpecFormAttribute;
  meta: FieldMeta;
  label: ReactNode;
  hideLabel?: boolean;
}) {
  const error = meta.errors?.[0];
  if (attribute.type !== 'number') {
    return (
      <Select
        key={meta.key}
        id={meta.id}
        name={meta.name}
        form={meta.formId}
        label={label}
        hideLabel={hideLabel}
        placeholder="Not set"
        options={
          attribute.type === 'boolean'
            ? BOOLEAN_OPTIONS
            : attribute.choices.map(({ value, label: text }) => ({ value, label: text }))
        }
        defaultValue={meta.initialValue ?? ''}
        error={error}
      />
    );
  }
  return (
    <NumberControl
      attribute={attribute}
      meta={meta}
      label={label}
      hideLabel={hideLabel}
      error={error}
    />
  );
}

/** A number with its unit beside the box. */
function NumberControl({
  attribute,
  meta,
  label,
  hideLabel,
  error,
}: {
  attribute: SpecFormAttribute;
  meta: FieldMeta;
  label: ReactNode;
  hideLabel: boolean;
  error: string | undefined;
}) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds(meta.id, { error });
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={controlId}>
        {label}
        {attribute.unit ? <span className="visually-hidden"> (in {attribute.unit})</span> : null}
      </label>
      <div className="spec-number">
        <input
          key={meta.key}
          className="field__control spec-number__input"
          name={meta.name}
          form={meta.formId}
          inputMode="decimal"
          autoComplete="off"
          maxLength={40}
          defaultValue={meta.initialValue ?? ''}
          {...controlProps}
        />
        {attribute.unit ? (
          <span className="spec-number__unit" aria-hidden="true">
            {attribute.unit}
          </span>
        ) : null}
      </div>
      <FieldMessages error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}
