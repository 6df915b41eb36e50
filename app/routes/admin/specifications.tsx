import { Form, Link, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminValidator } from '../../components/admin/admin-validator.ts';
import { CheckField } from '../../components/admin/catalog-fields.tsx';
import { FormField } from '../../components/forms.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { type FieldMeta, getFormProps, type LastResult, useShopForm } from '../../lib/forms.ts';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { privatePageHeaders } from '../../lib/route-headers.ts';
import { services } from '../../lib/services.server.ts';
import { notFound, requireStaff } from '../../modules/admin/access.server.ts';
import { AttributeSchema, NewAttributeSchema } from '../../modules/admin/attribute-validation.ts';
import {
  type AdminAttribute,
  createAttribute,
  listAdminAttributes,
  listAttributeCategories,
  updateAttribute,
} from '../../modules/admin/catalog/attributes.server.ts';
import '../../styles/admin-catalog.css';
import type { Route } from './+types/specifications';

export const headers = privatePageHeaders;

export const meta = () => backOfficeMeta('Specifications');

/** The category the page shows: ?category=id, else the first that has attributes. */
async function categoryOf(request: Request, db: Parameters<typeof listAttributeCategories>[0]) {
  const categories = await listAttributeCategories(db);
  const asked = new URL(request.url).searchParams.get('category');
  const category = asked
    ? categories.find((c) => String(c.id) === asked)
    : (categories.find((c) => c.attributes > 0) ?? categories[0]);
  return { categories, category };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalog.create');
  const db = services(context).database.db;
  const { categories, category } = await categoryOf(request, db);
  if (!category) notFound();
  return {
    categories: categories.map(({ id, name, attributes }) => ({ id, name, attributes })),
    category: { id: category.id, name: category.name },
    attributes: await listAdminAttributes(db, category.id),
  };
}

export const ATTRIBUTE_INTENT = { save: 'save', add: 'add' } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'catalog.create');
  const db = services(context).database.db;
  const { category } = await categoryOf(request, db);
  if (!category) notFound();
  return handleIntents(
    request,
    {
      [ATTRIBUTE_INTENT.save]: defineIntent({
        schema: AttributeSchema,
        coerce: false,
        run: async (input) => (await updateAttribute(db, staff, input)).message,
      }),
      [ATTRIBUTE_INTENT.add]: defineIntent({
        schema: NewAttributeSchema,
        coerce: false,
        run: async (input) => (await createAttribute(db, staff, category.id, input)).message,
      }),
    },
    { target: 'attributeId' },
  );
}

const TYPE_OPTIONS = [
  { value: 'number', label: 'Number' },
  { value: 'choice', label: 'Choice' },
  { value: 'boolean', label: 'Yes / no' },
];
const typeLabel = (type: string) => TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;

export default function SpecificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, category, attributes } = loaderData;
  const replyTo = (intent: string, attributeId = '') =>
    actionData?.intent === intent && actionData.target === attributeId
      ? actionData.result
      : undefined;
  return (
    <AdminPage
      title="Specifications"
      actions={
        <ButtonLink to="/admin/products" variant="ghost">
          Products
        </ButtonLink>
      }
    >
      {actionData ? (
        <Alert tone={actionData.tone}>
          {actionData.tone === 'danger' ? 'Not saved: ' : null}
          {actionData.message}
        </Alert>
      ) : null}
      <Form method="get" className="admin-filters" aria-label="Category">
        <Select
          label="Category"
          name="category"
          defaultValue={String(category.id)}
          options={categories.map((c) => ({
            value: String(c.id),
            label: `${c.name} (${c.attributes})`,
          }))}
        />
        <div className="catalog-filters__actions">
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </div>
      </Form>
      <section className="admin-panel" aria-labelledby="attributes-title">
        <h2 id="attributes-title">{category.name}</h2>
        <p className="admin-note">
          What the category's products are described, filtered and compared by. A key and a choice's
          value are in the shop's addresses: they stay as made. A type changes only while no product
          has a value.
        </p>
        {attributes.length ? (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Unit</th>
                  <th scope="col">Type</th>
                  <th scope="col">Filterable</th>
                  <th scope="col">Comparable</th>
                  <th scope="col">Values</th>
                </tr>
              </thead>
              <tbody>
                {attributes.map((attribute) => (
                  <tr key={attribute.id}>
                    <th scope="row">
                      <a href={`#attribute-${attribute.key}`}>{attribute.name}</a>
                      {attribute.nameKn ? (
                        <span className="catalog-table__meta" lang="kn">
                          {attribute.nameKn}
                        </span>
                      ) : null}
                    </th>
                    <td>{attribute.unit ?? '—'}</td>
                    <td>
                      {typeLabel(attribute.type)}
                      {attribute.type === 'choice' ? ` (${attribute.choices.length})` : ''}
                    </td>
                    <td>{attribute.filterable ? 'Yes' : 'No'}</td>
                    <td>{attribute.comparable ? 'Yes' : 'No'}</td>
                    <td>{attribute.values}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>This category has no specifications yet.</p>
        )}
      </section>
      {attributes.map((attribute) => (
        <AttributeForm
          key={`${attribute.id}-${JSON.stringify(attribute)}`}
          attribute={attribute}
          lastResult={replyTo(ATTRIBUTE_INTENT.save, String(attribute.id))}
        />
      ))}
      <NewAttributeForm
        key={attributes.length}
        categoryName={category.name}
        lastResult={replyTo(ATTRIBUTE_INTENT.add)}
      />
      <p>
        <Link to="/admin/products">Products</Link>: each product's values are on its screen, under
        Specifications.
      </p>
    </AdminPage>
  );
}

/** The fields an attribute's form and a new one's share. */
function CommonFields({
  fields,
  sent,
  stored,
  lockedType,
}: {
  fields: Record<string, FieldMeta>;
  sent: Record<string, unknown> | undefined;
  stored: { filterable: boolean; comparable: boolean } | null;
  lockedType?: boolean;
}) {
  const field = (name: string) => fields[name] as FieldMeta;
  return (
    <>
      <div className="admin-form__grid catalog-grid">
        <FormField meta={field('name')} label="Name" maxLength={60} />
        <FormField
          meta={field('nameKn')}
          label="Name (Kannada)"
          optional
          lang="kn"
          maxLength={60}
        />
      </div>
      <div className="admin-form__grid catalog-grid">
        <Select
          key={field('type').key}
          id={field('type').id}
          name="type"
          label="Type"
          options={TYPE_OPTIONS}
          defaultValue={field('type').initialValue ?? 'number'}
          error={field('type').errors?.[0]}
          hint={lockedType ? 'Fixed: products have values of it.' : undefined}
        />
        <FormField
          meta={field('unit')}
          label="Unit"
          optional
          maxLength={12}
          hint="Numbers only, as written after a value: L, kg, W."
        />
      </div>
      <div className="admin-form__grid catalog-grid">
        <CheckField
          meta={field('filterable')}
          label="Filterable (a filter on listings)"
          defaultChecked={sent ? Boolean(sent.filterable) : (stored?.filterable ?? true)}
        />
        <CheckField
          meta={field('comparable')}
          label="Comparable (a row on the compare page)"
          defaultChecked={sent ? Boolean(sent.comparable) : (stored?.comparable ?? true)}
        />
      </div>
    </>
  );
}

function NewChoiceFields({
  fields,
  legend,
}: {
  fields: Record<string, FieldMeta>;
  legend: string;
}) {
  const field = (name: string) => fields[name] as FieldMeta;
  return (
    <fieldset className="spec-choices">
      <legend>{legend}</legend>
      <div className="admin-form__grid catalog-grid spec-choices__row">
        <FormField
          meta={field('newChoiceValue')}
          label="Value"
          optional
          maxLength={40}
          hint="Lower-case, e.g. storage."
        />
        <FormField meta={field('newChoiceLabel')} label="Label" optional maxLength={60} />
        <FormField
          meta={field('newChoiceLabelKn')}
          label="Label (Kannada)"
          optional
          lang="kn"
          maxLength={60}
        />
      </div>
    </fieldset>
  );
}

function AttributeForm({
  attribute,
  lastResult,
}: {
  attribute: AdminAttribute;
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const defaultValue: Record<string, string> = {
    attributeId: String(attribute.id),
    name: attribute.name,
    nameKn: attribute.nameKn ?? '',
    type: attribute.type,
    unit: attribute.unit ?? '',
  };
  attribute.choices.forEach((choice, index) => {
    defaultValue[`choices[${index}].value`] = choice.value;
    defaultValue[`choices[${index}].label`] = choice.label;
    defaultValue[`choices[${index}].labelKn`] = choice.labelKn ?? '';
  });
  const [form, fields] = useShopForm(adminValidator('attribute'), {
    id: `attribute-${attribute.key}`,
    lastResult,
    defaultValue,
  });
  const all = fields as unknown as Record<string, FieldMeta>;
  const sent = lastResult?.initialValue as Record<string, unknown> | undefined;
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('attributeId') === String(attribute.id);
  return (
    <section
      className="admin-panel"
      id={`attribute-${attribute.key}`}
      aria-labelledby={`attribute-${attribute.key}-title`}
    >
      <h2 id={`attribute-${attribute.key}-title`}>{attribute.name}</h2>
      <p className="admin-note">
        Key <code>{attribute.key}</code> · {attribute.values} product values
      </p>
      <Form method="post" className="admin-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={ATTRIBUTE_INTENT.save} />
        <input type="hidden" name="attributeId" value={attribute.id} />
        <CommonFields
          fields={all}
          sent={sent}
          stored={attribute}
          lockedType={attribute.values > 0}
        />
        {attribute.type === 'choice' ? (
          <fieldset className="spec-choices">
            <legend>Choices</legend>
            {attribute.choices.map((choice, index) => (
              <div key={choice.value} className="admin-form__grid catalog-grid spec-choices__row">
                <input type="hidden" name={`choices[${index}].value`} value={choice.value} />
                <FormField
                  meta={all[`choices[${index}].label`] as FieldMeta}
                  label={
                    <>
                      Label of <code>{choice.value}</code>
                    </>
                  }
                  maxLength={60}
                />
                <FormField
                  meta={all[`choices[${index}].labelKn`] as FieldMeta}
                  label={
                    <>
                      Kannada label of <code>{choice.value}</code>
                    </>
                  }
                  optional
                  lang="kn"
                  maxLength={60}
                />
              </div>
            ))}
          </fieldset>
        ) : null}
        {/* A choice for a choice attribute, or for one whose type may still become choice. */}
        {attribute.type === 'choice' || attribute.values === 0 ? (
          <NewChoiceFields fields={all} legend="Add a choice (choice attributes)" />
        ) : null}
        <div className="admin-form__actions">
          <Button type="submit" variant="secondary" loading={busy}>
            Save<span className="visually-hidden"> {attribute.name}</span>
          </Button>
        </div>
      </Form>
    </section>
  );
}

function NewAttributeForm({
  categoryName,
  lastResult,
}: {
  categoryName: string;
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const [form, fields] = useShopForm(adminValidator('newAttribute'), {
    id: 'new-attribute',
    lastResult,
  });
  const all = fields as unknown as Record<string, FieldMeta>;
  const sent = lastResult?.initialValue as Record<string, unknown> | undefined;
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === ATTRIBUTE_INTENT.add;
  return (
    <section className="admin-panel" aria-labelledby="new-attribute-title">
      <h2 id="new-attribute-title">Add an attribute to {categoryName}</h2>
      <Form method="post" className="admin-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={ATTRIBUTE_INTENT.add} />
        <FormField
          meta={all.key as FieldMeta}
          label="Key"
          maxLength={40}
          hint="In the shop's filter addresses (a.capacity=…): lower-case letters, digits and hyphens. It cannot change later."
        />
        <CommonFields fields={all} sent={sent} stored={null} />
        <NewChoiceFields fields={all} legend="First choice (choice attributes)" />
        <div className="admin-form__actions">
          <Button type="submit" variant="primary" loading={busy}>
            Add attribute
          </Button>
        </div>
      </Form>
    </section>
  );
}
