import { Link } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { formatRupees } from '../../lib/format.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { LOW_STOCK_AT, loadDashboard } from '../../modules/admin/dashboard.server.ts';
import { can } from '../../modules/admin/roles.ts';
import { waitingVariants } from '../../modules/offers/stock-alerts.server.ts';
import type { Route } from './+types/dashboard';

export const meta = () => backOfficeMeta('Dashboard');

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const db = services(context).database.db;
  const [dashboard, waiting] = await Promise.all([loadDashboard(db), waitingVariants(db)]);
  return {
    dashboard,
    waiting,
    lowStockAt: LOW_STOCK_AT,
    canSeeMessages: can(staff.role, 'messages'),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { dashboard, waiting, lowStockAt, canSeeMessages } = loaderData;
  const ordersHref = (status: string) => `/admin/orders?${new URLSearchParams({ status })}`;
  return (
    <AdminPage title="Dashboard">
      <section aria-labelledby="sales-title">
        <h2 id="sales-title" className="admin-section-title">
          Sales
        </h2>
        <dl className="admin-stats">
          <Stat label="Orders today" value={String(dashboard.today.orders)} />
          <Stat label="Revenue today" value={formatRupees(dashboard.today.revenuePaise)} />
          <Stat label="Orders this week" value={String(dashboard.week.orders)} />
          <Stat label="Revenue this week" value={formatRupees(dashboard.week.revenuePaise)} />
        </dl>
        <p className="admin-note">
          Paid and cash-on-delivery orders, not cancelled; days and weeks in India Standard Time.
        </p>
      </section>
      <section aria-labelledby="awaiting-title">
        <h2 id="awaiting-title" className="admin-section-title">
          Orders awaiting action
        </h2>
        <ul className="admin-tiles">
          <li>
            <Link to="/admin/orders?late=1" className="admin-tile">
              <span className="admin-tile__count">{dashboard.late}</span>
              <span className="admin-tile__label">Past promised date</span>
            </Link>
          </li>
          <li>
            <Link to="/admin/orders?updatesFailed=1" className="admin-tile">
              <span className="admin-tile__count">{dashboard.updatesFailed}</span>
              <span className="admin-tile__label">WhatsApp or SMS update failed</span>
            </Link>
          </li>
          {dashboard.awaiting.map((row) => (
            <li key={row.status}>
              <Link to={ordersHref(row.status)} className="admin-tile">
                <span className="admin-tile__count">{row.count}</span>
                <span className="admin-tile__label">{row.status}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {canSeeMessages ? (
        <p>
          <Link to="/admin/messages?handled=no">
            {dashboard.unansweredMessages} contact{' '}
            {dashboard.unansweredMessages === 1 ? 'message' : 'messages'} not yet handled
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="low-stock-title">
        <h2 id="low-stock-title" className="admin-section-title">
          Low stock (at most {lowStockAt} left)
        </h2>
        {dashboard.lowStock.length === 0 ? (
          <p>Every variant has more than {lowStockAt} in stock.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Variant</th>
                  <th scope="col" className="num">
                    In stock
                  </th>
                </tr>
              </thead>
              <tbody>
                {dashboard.lowStock.map((row) => (
                  <tr key={`${row.productId}-${row.weight}-${row.unit}`}>
                    <td>
                      <Link to={`/admin/products/${row.productId}`}>{row.productName}</Link>
                    </td>
                    <td>
                      {row.weight} {row.unit}
                    </td>
                    <td className="num">{row.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title" className="admin-section-title">
          Shoppers waiting for stock
        </h2>
        {waiting.length === 0 ? (
          <p>Nobody is waiting for an item to come back.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">
                Variants shoppers asked to be told about, most wanted first
              </caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Variant</th>
                  <th scope="col" className="num">
                    Waiting
                  </th>
                  <th scope="col" className="num">
                    In stock
                  </th>
                </tr>
              </thead>
              <tbody>
                {waiting.map((row) => (
                  <tr key={row.productCode}>
                    <td>
                      <Link to={`/admin/products?${new URLSearchParams({ q: row.productCode })}`}>
                        {row.productName}
                      </Link>
                    </td>
                    <td>{row.variantLabel}</td>
                    <td className="num">{row.waiting}</td>
                    <td className="num">{row.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="admin-note">
          Raising a variant's stock from 0 e-mails everyone waiting for it, once.
        </p>
      </section>
    </AdminPage>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="admin-stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
