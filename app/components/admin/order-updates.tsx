/**
 * The back office's view of an order's updates by WhatsApp or SMS (issue 34): whether the
 * shopper asked for them, and each one's fate (a failed one with the provider's reason).
 * Loaded after the order page's own code, as its forms are.
 */
export interface PhoneUpdateRow {
  id: number;
  template: string;
  text: string;
  status: 'pending' | 'sent' | 'failed';
  channel: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

const CHANNEL: Record<string, string> = {
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  log: 'kept (no provider)',
};

function fate(update: PhoneUpdateRow): string {
  if (update.status === 'sent') return `Sent by ${CHANNEL[update.channel ?? ''] ?? update.channel}`;
  if (update.status === 'failed') return `Failed after ${update.attempts} attempt(s)`;
  return update.attempts > 0 ? `Waiting to retry (${update.attempts} attempt(s))` : 'Waiting to go';
}

export function OrderPhoneUpdates({ asked, sent }: { asked: boolean; sent: PhoneUpdateRow[] }) {
  return (
    <section className="admin-panel admin-order__wide" aria-labelledby="phone-updates-title">
      <h2 id="phone-updates-title">Updates by WhatsApp or SMS</h2>
      <p className="admin-note">
        {asked
          ? 'The shopper asked for order updates on WhatsApp (SMS as the fallback).'
          : 'The shopper did not ask for order updates on WhatsApp, or stopped them.'}
      </p>
      {sent.length > 0 ? (
        <ul>
          {sent.map((update) => (
            <li key={update.id}>
              <strong>{update.template}</strong> · {fate(update)}
              {update.lastError ? <span className="admin-note"> · {update.lastError}</span> : null}
              {update.text ? <p className="admin-note">{update.text}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
