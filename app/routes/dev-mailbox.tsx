import { data } from 'react-router';
import { services } from '../lib/services.server.ts';
import { listRecentEmails } from '../modules/notification/outbox.server.ts';
import type { Route } from './+types/dev-mailbox';

/**
 * Development mailbox: e-mails kept in the outbox when no SMTP_URL is set. Never in
 * production, whatever else guards the path: it shows every reset link.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { config, database } = services(context);
  if (config.isProduction) throw data(null, { status: 404 });
  const rows = await listRecentEmails(database.db);
  return {
    emails: rows.map((row) => {
      const payload = row.payload as { to: string; subject: string; text: string };
      return {
        id: row.id,
        to: payload.to,
        subject: payload.subject,
        text: payload.text,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  };
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <h1>Development mailbox</h1>
      {loaderData.emails.length === 0 ? <p>No e-mails yet.</p> : null}
      {loaderData.emails.map((email) => (
        <article key={email.id}>
          <h2>{email.subject}</h2>
          <p>
            To: {email.to} · {email.status}
          </p>
          <pre>{email.text}</pre>
        </article>
      ))}
    </div>
  );
}
