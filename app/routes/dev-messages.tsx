import { data } from 'react-router';
import { services } from '../lib/services.server.ts';
import { recentOrderUpdates } from '../modules/messaging/order-updates.server.ts';
import type { Route } from './+types/dev-messages';

/**
 * Development list of order updates by WhatsApp or SMS (issue 34), as /dev/mailbox is for
 * e-mail: without a provider they are kept here. Never in production: it shows shoppers'
 * phone numbers.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { config, database } = services(context);
  if (config.isProduction) throw data(null, { status: 404 });
  const updates = await recentOrderUpdates(database.db);
  // Not `messages`: that key of a loader's data is the page's translations (usePageMessages).
  return {
    updates: updates.map((update) => ({
      ...update,
      createdAt: update.createdAt.toISOString(),
      sentAt: update.sentAt?.toISOString() ?? null,
    })),
  };
}

const CHANNELS: Record<string, string> = {
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  log: 'WhatsApp, SMS as the fallback (no provider set: kept here)',
  none: 'not sent yet',
};

export default function DevMessages({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <h1>Development messages</h1>
      <p>Order updates by WhatsApp or SMS; without a provider they stay here.</p>
      {loaderData.updates.length === 0 ? <p>No messages yet.</p> : null}
      {loaderData.updates.map((message) => (
        <article key={message.id}>
          <h2>{`${message.template} to +91 ${message.phone}`}</h2>
          <p>
            {`Channel: ${CHANNELS[message.channel ?? 'none'] ?? message.channel} · ${message.status}`}
            {message.lastError ? ` · ${message.lastError}` : ''}
          </p>
          <pre>{message.text}</pre>
        </article>
      ))}
    </div>
  );
}
