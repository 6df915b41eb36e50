import { useT } from '../i18n/i18n-context.tsx';
import type { ShellStore } from '../lib/shell.ts';
import { PhoneIcon, WhatsappIcon } from './ui/icons.tsx';

/**
 * Floating WhatsApp popup ('Hello There!' / 'Chat With Us') and 'Call Us'. The popup uses
 * the popover attribute: it opens, light-dismisses and closes on Escape without script.
 */
export function FloatingContact({ store }: { store: ShellStore }) {
  const t = useT();
  return (
    <aside className="floating-contact" aria-label={t('Contact us')}>
      <div id="whatsapp-popup" className="whatsapp-popup" popover="auto">
        <p className="whatsapp-popup__title">{t('Hello There!')}</p>
        <p className="whatsapp-popup__text">
          {t('How can we help you? Talk to {name} on WhatsApp.', { name: store.name })}
        </p>
        <a
          className="btn btn--md whatsapp-popup__chat"
          href={`https://wa.me/${store.whatsapp}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsappIcon size={18} />
          {t('Chat With Us')}
        </a>
      </div>
      <button
        type="button"
        className="floating-contact__button floating-contact__button--whatsapp"
        popoverTarget="whatsapp-popup"
      >
        <WhatsappIcon size={24} />
        <span className="visually-hidden">{t('Chat With Us')}</span>
      </button>
      <a className="floating-contact__button floating-contact__button--call" href={store.phoneHref}>
        <PhoneIcon size={22} />
        <span className="visually-hidden">{t('Call Us')}</span>
      </a>
    </aside>
  );
}
