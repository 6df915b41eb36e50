/**
 * The top bar: social links, the scrolling notice (shipping, stores, years) and the phone
 * and e-mail. Static, so the header hydrates it as a lazily loaded part, after the page's
 * own code.
 */
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import type { ShellStore } from '../lib/shell.ts';
import { SocialLinks } from './social-links.tsx';
import { MailIcon, PhoneIcon } from './ui/icons.tsx';

// The spec's scrolling notice, and what it says the header states: 56 stores, since 2016.
const NOTICES = [
  msg('Shipping across India'),
  msg('shipping through professional couriers'),
  msg('56 stores in Karnataka'),
  msg('Trading since 2016'),
];

function Notice() {
  const t = useT();
  // Two copies so the loop is seamless; the second is hidden from assistive technology.
  // The checkbox stops the scrolling (WCAG 2.2.2), with or without JavaScript.
  return (
    <div className="notice">
      <input type="checkbox" id="notice-pause" className="notice__pause-input" />
      <label htmlFor="notice-pause" className="notice__pause">
        <span className="visually-hidden">{t('Pause the scrolling notice')}</span>
      </label>
      <div className="notice__window">
        <div className="notice__track">
          {[0, 1].map((copy) => (
            <ul key={copy} className="notice__list" aria-hidden={copy === 1 || undefined}>
              {NOTICES.map((text) => (
                <li key={text}>{t(text)}</li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </div>
  );
}

export function TopBar({ store }: { store: ShellStore }) {
  const t = useT();
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <SocialLinks links={store.social} className="top-bar__social" size={16} />
        <Notice />
        <ul className="top-bar__contacts">
          <li>
            <a href={store.phoneHref}>
              <PhoneIcon size={14} />
              <span className="visually-hidden">{t('Phone:')} </span>
              {store.phone}
            </a>
          </li>
          <li className="top-bar__email">
            <a href={`mailto:${store.email}`}>
              <MailIcon size={14} />
              <span className="visually-hidden">{t('E-mail:')} </span>
              {store.email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
