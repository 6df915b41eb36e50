import { AdminPage } from '../../components/admin/admin-page.tsx';
import { AdminTable } from '../../components/admin/list-parts.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { formatOrderDate } from '../../lib/order-date.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { listSurveyAnswers } from '../../modules/admin/messages.server.ts';
import { pageParam } from '../../modules/admin/paging.ts';
import type { Route } from './+types/survey';

export const meta = () => backOfficeMeta('Survey answers');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'messages');
  const search = new URL(request.url).searchParams;
  return { list: await listSurveyAnswers(services(context).database.db, pageParam(search)) };
}

export default function AdminSurvey({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <AdminPage
      title="Survey answers"
      actions={
        <ButtonLink to="/admin/export/survey.csv" reloadDocument variant="secondary">
          Download CSV
        </ButtonLink>
      }
    >
      <AdminTable
        caption="Interest survey answers, newest first"
        columns={['When', 'Name', 'Phone', 'Interested in']}
        rows={list.items}
        empty="No answers yet."
      >
        {(answer) => (
          <tr key={answer.id}>
            <td className="nowrap">
              <time dateTime={answer.createdAt}>{formatOrderDate(answer.createdAt)}</time>
            </td>
            <td>{answer.name}</td>
            <td className="nowrap">
              <a href={`tel:+91${answer.phone}`}>{answer.phone}</a>
            </td>
            <td>{answer.interest}</td>
          </tr>
        )}
      </AdminTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} />
    </AdminPage>
  );
}
