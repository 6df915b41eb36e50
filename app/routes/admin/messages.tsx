import { Form, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { FilterForm } from '../../components/admin/list-parts.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { formatOrderDate } from '../../lib/order-date.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import {
  COMPLAINT_FILTERS,
  type ComplaintFilter,
  type HandledFilter,
  listContactMessages,
  setMessageHandled,
} from '../../modules/admin/messages.server.ts';
import { pageParam } from '../../modules/admin/paging.ts';
import { RowRefSchema } from '../../modules/admin/row-ref.server.ts';
import type { Route } from './+types/messages';

export const meta = () => backOfficeMeta('Messages');

function handledParam(search: URLSearchParams): HandledFilter {
  const value = search.get('handled');
  return value === 'yes' || value === 'no' ? value : '';
}

function complaintsParam(search: URLSearchParams): ComplaintFilter {
  const value = search.get('complaints');
  return COMPLAINT_FILTERS.find((filter) => filter === value) ?? '';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'messages');
  const search = new URL(request.url).searchParams;
  const handled = handledParam(search);
  const complaints = complaintsParam(search);
  const list = await listContactMessages(
    services(context).database.db,
    handled,
    pageParam(search),
    complaints,
  );
  return { handled, complaints, list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'messages');
  const db = services(context).database.db;
  const mark = (handled: boolean) =>
    defineIntent({
      schema: RowRefSchema,
      coerce: false,
      run: async ({ id }) => {
        await setMessageHandled(db, staff, id, handled);
        return handled ? 'Marked as handled.' : 'Marked as not handled.';
      },
    });
  // The buttons say what they want (handled=yes or no): a second click cannot undo the first.
  return handleIntents(request, { yes: mark(true), no: mark(false) }, { intentOf: 'handled' });
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { handled, complaints, list } = loaderData;
  const navigation = useNavigation();
  const exportHref = `/admin/export/messages.csv${handled ? `?handled=${handled}` : ''}`;
  return (
    <AdminPage
      title="Contact messages"
      actions={
        <ButtonLink to={exportHref} reloadDocument variant="secondary">
          Download CSV
        </ButtonLink>
      }
    >
      {actionData ? <Alert tone={actionData.tone}>{actionData.message}</Alert> : null}
      <FilterForm label="Filter messages" submit="Show">
        <Select
          label="Handled"
          name="handled"
          defaultValue={handled}
          placeholder="All messages"
          options={[
            { value: 'no', label: 'Not handled yet' },
            { value: 'yes', label: 'Handled' },
          ]}
        />
        <Select
          label="Complaints"
          name="complaints"
          defaultValue={complaints}
          placeholder="Every message"
          options={[
            { value: 'all', label: 'Complaints only' },
            { value: 'unacknowledged', label: 'Not acknowledged within 48 hours' },
            { value: 'unresolved', label: 'Not resolved within a month' },
          ]}
        />
      </FilterForm>
      {list.items.length === 0 ? (
        <p>No messages here.</p>
      ) : (
        <ul className="admin-messages">
          {list.items.map((message) => (
            <li key={message.id} className="admin-panel">
              <article aria-labelledby={`message-${message.id}`}>
                <h2 id={`message-${message.id}`} className="admin-section-title">
                  {message.ticket ? `Complaint ${message.ticket}: ` : ''}
                  {message.subject}
                </h2>
                <p className="admin-note">
                  {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a> ·{' '}
                  <a href={`tel:+91${message.phone}`}>{message.phone}</a> ·{' '}
                  <time dateTime={message.at}>{formatOrderDate(message.at)}</time>
                </p>
                <p className="admin-message__text">{message.message}</p>
                <Form method="post" className="admin-message__actions">
                  <input type="hidden" name="id" value={message.id} />
                  {message.handledAt ? (
                    <>
                      <Badge tone="success">Handled</Badge>
                      <span className="admin-note">
                        by {message.handledBy ?? 'a former staff member'},{' '}
                        {formatOrderDate(message.handledAt)}
                      </span>
                      <input type="hidden" name="handled" value="no" />
                      <Button
                        type="submit"
                        variant="ghost"
                        size="sm"
                        loading={navigation.formData?.get('id') === String(message.id)}
                      >
                        Mark not handled
                      </Button>
                    </>
                  ) : (
                    <>
                      <input type="hidden" name="handled" value="yes" />
                      <Button
                        type="submit"
                        size="sm"
                        loading={navigation.formData?.get('id') === String(message.id)}
                      >
                        Mark handled
                      </Button>
                    </>
                  )}
                </Form>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} />
    </AdminPage>
  );
}
