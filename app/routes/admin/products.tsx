import { data, Form, Link } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { formatRupees } from '../../lib/format.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { PLACEHOLDER_IMAGE, productThumb } from '../../lib/product-image.ts';
import { privatePageHeaders } from '../../lib/route-headers.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import {
  listCategoryOptions,
  listProducts,
  readListFilter,
} from '../../modules/admin/catalog/product-list.server.ts';
import { LOW_STOCK_AT } from '../../modules/admin/dashboard.server.ts';
import { pageParam } from '../../modules/admin/paging.ts';
import { can } from '../../modules/admin/roles.ts';
import '../../styles/admin-catalog.css';
import type { Route } from './+types/products';

export const headers = privatePageHeaders;

export const meta = () => backOfficeMeta('Products');

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, 'catalog.edit');
  const db = services(context).database.db;
  const search = new URL(request.url).searchParams;
  const filter = readListFilter(search, pageParam(search));
  const [list, categories] = await Promise.all([listProducts(db, filter), listCategoryOptions(db)]);
  return {
    list,
    filter,
    categories,
    canCreate: can(staff.role, 'catalog.create'),
    lowStockAt: LOW_STOCK_AT,
  };
}

/** Nothing is posted here; anyone but staff gets the ordinary 404 rather than a 405. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalog.edit');
  throw data('Nothing to post here.', { status: 405 });
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { list, filter, categories, canCreate, lowStockAt } = loaderData;
  const filtered = Boolean(filter.q || filter.categoryId || filter.status || filter.stock);
  return (
    <AdminPage
      title="Products"
      actions={
        canCreate ? (
          <>
            <ButtonLink to="/admin/specifications" variant="ghost">
              Specifications
            </ButtonLink>
            <ButtonLink to="/admin/products/new" variant="primary">
              Add product
            </ButtonLink>
          </>
        ) : null
      }
    >
      <Form method="get" className="admin-filters" role="search" aria-label="Products">
        <Field
          label="Search"
          type="search"
          name="q"
          defaultValue={filter.q}
          maxLength={100}
          hint="Name, SKU or product code"
        />
        <Select
          label="Category"
          name="category"
          defaultValue={filter.categoryId === null ? '' : String(filter.categoryId)}
          placeholder="Any"
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <Select
          label="Shown in shop"
          name="status"
          defaultValue={filter.status}
          placeholder="Any"
          options={[
            { value: 'active', label: 'Active' },
            { value: 'hidden', label: 'Hidden' },
          ]}
        />
        <Select
          label="Stock"
          name="stock"
          defaultValue={filter.stock}
          placeholder="Any"
          options={[
            { value: 'out', label: 'Out of stock' },
            { value: 'low', label: `Low (${lowStockAt} or fewer)` },
          ]}
        />
        <div className="admin-form__actions catalog-filters__actions">
          <Button type="submit" variant="primary">
            Filter
          </Button>
          {filtered ? (
            <ButtonLink to="/admin/products" variant="ghost">
              Clear
            </ButtonLink>
          ) : null}
        </div>
      </Form>
      {list.items.length === 0 ? (
        <p>{filtered ? 'No product matches these filters.' : 'There are no products yet.'}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table catalog-table">
            <caption className="visually-hidden">Products, by name</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Image</span>
                </th>
                <th scope="col">Product</th>
                <th scope="col">Category</th>
                <th scope="col" className="num">
                  Price
                </th>
                <th scope="col" className="num">
                  Stock
                </th>
                <th scope="col">In shop</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((product) => (
                <tr key={product.id}>
                  <td className="catalog-table__thumb">
                    <img
                      src={product.image ? productThumb(product.image) : PLACEHOLDER_IMAGE}
                      alt=""
                      width={48}
                      height={58}
                      loading="lazy"
                    />
                  </td>
                  <td>
                    <Link to={`/admin/products/${product.id}`} className="catalog-table__name">
                      {product.name}
                    </Link>
                    <span className="catalog-table__meta">
                      {product.variants} {product.variants === 1 ? 'variant' : 'variants'}
                      {product.featured ? ' · Featured' : ''}
                    </span>
                  </td>
                  <td>{product.categories || '—'}</td>
                  <td className="num nowrap">
                    {priceRange(product.minPricePaise, product.maxPricePaise)}
                  </td>
                  <td className="num">
                    {product.stock === 0 ? (
                      <span className="catalog-badge catalog-badge--out">Out of stock</span>
                    ) : (
                      product.stock
                    )}
                  </td>
                  <td>
                    {product.active ? (
                      <span className="catalog-badge catalog-badge--active">Active</span>
                    ) : (
                      <span className="catalog-badge catalog-badge--hidden">Hidden</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} />
    </AdminPage>
  );
}

function priceRange(min: number | null, max: number | null): string {
  if (min === null || max === null) return '—';
  return min === max ? formatRupees(min) : `${formatRupees(min)} – ${formatRupees(max)}`;
}
