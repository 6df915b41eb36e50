/**
 * /admin/export/{messages,survey,subscribers}.csv: the shopper lists as spreadsheets, with
 * the filters of their pages. Staff only; never cached; formulas neutralised.
 */
import { data } from 'react-router';
import { services } from '../../lib/services.server.ts';
import { notFound, requireStaff } from '../../modules/admin/access.server.ts';
import { csvResponse } from '../../modules/admin/csv.server.ts';
import {
  allContactMessages,
  allSubscribers,
  allSurveyAnswers,
} from '../../modules/admin/messages.server.ts';
import type { Route } from './+types/export';

const iso = (date: Date | string | null) =>
  date === null ? '' : typeof date === 'string' ? date : date.toISOString();

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, 'messages');
  const db = services(context).database.db;
  const search = new URL(request.url).searchParams;
  switch (params.file) {
    case 'messages.csv': {
      const handled = search.get('handled');
      const rows = await allContactMessages(
        db,
        handled === 'yes' || handled === 'no' ? handled : '',
      );
      return csvResponse(
        'contact-messages.csv',
        ['received', 'name', 'email', 'phone', 'subject', 'message', 'handled_at', 'handled_by'],
        rows.map((row) => [
          row.at,
          row.name,
          row.email,
          row.phone,
          row.subject,
          row.message,
          row.handledAt ?? '',
          row.handledBy ?? '',
        ]),
      );
    }
    case 'survey.csv': {
      const rows = await allSurveyAnswers(db);
      return csvResponse(
        'survey-answers.csv',
        ['received', 'name', 'phone', 'interest'],
        rows.map((row) => [iso(row.createdAt), row.name, row.phone, row.interest]),
      );
    }
    case 'subscribers.csv': {
      const status = search.get('status');
      const rows = await allSubscribers(
        db,
        status === 'active' || status === 'unsubscribed' ? status : '',
      );
      return csvResponse(
        'newsletter-subscribers.csv',
        ['email', 'subscribed_at', 'unsubscribed_at'],
        rows.map((row) => [row.email, iso(row.subscribedAt), iso(row.unsubscribedAt)]),
      );
    }
    default:
      notFound();
  }
}

/** Nothing is posted here; anyone but staff gets the ordinary 404 rather than a 405. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'messages');
  throw data('Nothing to post here.', { status: 405 });
}
