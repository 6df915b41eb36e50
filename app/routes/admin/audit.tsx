import { Link } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { AdminTable, FilterForm } from '../../components/admin/list-parts.tsx';
import { Field } from '../../components/ui/field.tsx';
import { formatOrderDate } from '../../lib/order-date.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { AUDIT_PAGE_SIZE, listAudit } from '../../modules/admin/audit.server.ts';
import { rowId, searchText } from '../../modules/admin/paging.ts';
import type { Route } from './+types/audit';

export const meta = () => backOfficeMeta('Audit log');

const WORD = /^[a-z_]{1,40}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'audit');
  const search = new URL(request.url).searchParams;
  const entityType = search.get('type') ?? '';
  const entityId = searchText(search.get('id'), 200);
  const before = rowId(search.get('before'));
  const entries = await listAudit(services(context).database.db, {
    ...(WORD.test(entityType) ? { entityType } : {}),
    ...(entityId ? { entityId } : {}),
    ...(before ? { before } : {}),
  });
  return { entries, entityType, entityId, full: entries.length === AUDIT_PAGE_SIZE };
}

const show = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 1));

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, entityType, entityId, full } = loaderData;
  const older = entries.at(-1);
  const olderHref = older
    ? `/admin/audit?${new URLSearchParams({ type: entityType, id: entityId, before: String(older.id) })}`
    : null;
  return (
    <AdminPage title="Audit log">
      <FilterForm label="Filter the audit log" submit="Filter">
        <Field
          label="Kind (order, product, variant, store, pincode…)"
          name="type"
          defaultValue={entityType}
          maxLength={40}
        />
        <Field label="Order number, code or id" name="id" defaultValue={entityId} maxLength={200} />
      </FilterForm>
      <AdminTable
        caption="Changes by staff, newest first"
        columns={['When', 'Who', 'What', 'Before', 'After']}
        rows={entries}
        empty="No changes recorded."
      >
        {(entry) => (
          <tr key={entry.id}>
            <td className="nowrap">
              <time dateTime={entry.at}>{formatOrderDate(entry.at)}</time>
            </td>
            <td>{entry.actorEmail}</td>
            <td>
              {entry.action}
              <br />
              <span className="admin-note">
                {entry.entityType} {entry.entityId}
              </span>
            </td>
            <td>
              <pre className="admin-json">{show(entry.before)}</pre>
            </td>
            <td>
              <pre className="admin-json">{show(entry.after)}</pre>
            </td>
          </tr>
        )}
      </AdminTable>
      {full && olderHref ? (
        <nav className="admin-pagination" aria-label="Pages">
          <Link to={olderHref} rel="next">
            Older changes
          </Link>
        </nav>
      ) : null}
    </AdminPage>
  );
}
