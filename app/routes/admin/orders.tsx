import { Link } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { AdminTable, FilterForm } from '../../components/admin/list-parts.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { OrderStatusBadge } from '../../components/orders/order-parts.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { formatRupees } from '../../lib/format.ts';
import { formatOrderDate } from '../../lib/order-date.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { PAYMENT_STATE_LABEL } from '../../modules/admin/labels.ts';
import { listOrders } from '../../modules/admin/orders.server.ts';
import { readOrdersFilter } from '../../modules/admin/orders-filter.ts';
import { pageParam } from '../../modules/admin/paging.ts';
import { storeChoices } from '../../modules/admin/store-choices.server.ts';
import { ORDER_STATUSES, PAYMENT_METHOD_LABEL } from '../../modules/order/view.ts';
import type { Route } from './+types/orders';

export const meta = () => backOfficeMeta('Orders');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'orders');
  const search = new URL(request.url).searchParams;
  const filter = readOrdersFilter(search);
  const db = services(context).database.db;
  const [list, pickupStores] = await Promise.all([
    listOrders(db, filter, pageParam(search)),
    storeChoices(db),
  ]);
  return { filter, list, pickupStores };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { filter, list, pickupStores } = loaderData;
  const filtered = Object.keys(filter).length > 0;
  return (
    <AdminPage
      title="Orders"
      actions={
        <Link to="/admin/shipments/import" className="btn btn--secondary btn--md">
          Import AWBs
        </Link>
      }
    >
      <FilterForm
        label="Find orders"
        submit="Find orders"
        clearTo={filtered ? '/admin/orders' : undefined}
      >
        <Field
          label="Order number, e-mail or phone"
          name="q"
          type="search"
          defaultValue={filter.q ?? ''}
          maxLength={100}
        />
        <Select
          label="Status"
          name="status"
          placeholder="Any status"
          defaultValue={filter.status ?? ''}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: status }))}
        />
        <Select
          label="Payment"
          name="method"
          placeholder="Any payment"
          defaultValue={filter.method ?? ''}
          options={[
            { value: 'online', label: PAYMENT_METHOD_LABEL.online },
            { value: 'cod', label: PAYMENT_METHOD_LABEL.cod },
          ]}
        />
        <Select
          label="Picked up at"
          name="pickup"
          placeholder="Any store, or delivered"
          defaultValue={filter.pickup ?? ''}
          options={pickupStores.map((store) => ({ value: store.code, label: store.name }))}
        />
        <Field label="Placed from" name="from" type="date" defaultValue={filter.from ?? ''} />
        <Field label="Placed to" name="to" type="date" defaultValue={filter.to ?? ''} />
        <label className="choice">
          <input type="checkbox" name="late" value="1" defaultChecked={filter.late === '1'} />
          Past promised date
        </label>
        <label className="choice">
          <input
            type="checkbox"
            name="updatesFailed"
            value="1"
            defaultChecked={filter.updatesFailed === '1'}
          />
          WhatsApp or SMS update failed
        </label>
      </FilterForm>
      <AdminTable
        caption="Orders, newest first"
        columns={[
          'Order',
          'Placed',
          'Customer',
          { label: 'Total', numeric: true },
          'Payment',
          'Status',
        ]}
        rows={list.items}
        empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
      >
        {(order) => (
          <tr key={order.id}>
            <th scope="row" className="nowrap">
              <Link to={`/admin/orders/${order.id}`}>{order.orderNumber}</Link>
            </th>
            <td className="nowrap">
              <time dateTime={order.placedAt}>{formatOrderDate(order.placedAt)}</time>
            </td>
            <td>
              {order.name}
              <br />
              <span className="admin-note">{order.email}</span>
            </td>
            <td className="num">{formatRupees(order.totalPaise, { decimals: true })}</td>
            <td>
              {PAYMENT_METHOD_LABEL[order.paymentMethod]}
              <br />
              <span className="admin-note">{PAYMENT_STATE_LABEL[order.paymentState]}</span>
            </td>
            <td>
              <OrderStatusBadge status={order.status} />
            </td>
          </tr>
        )}
      </AdminTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} />
    </AdminPage>
  );
}
