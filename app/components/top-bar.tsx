/**
 * The top bar: social links, the scrolling notice (shipping, stores, years) and the phone
 * and e-mail. Static, so the header hydrates it as a lazily loaded part, after the page's
 * own code.
 */
import { STORE_INFO } from '../lib/store-info.ts';
import { SocialLinks } from './social-links.tsx';
import { MailIcon, PhoneIcon } from './ui/icons.tsx';

// The spec's scrolling notice, and what it says the header states: 56 stores, since 2016.
const NOTICES = [
  'Shipping across India',
  'shipping through professional couriers',
  '56 stores in Karnataka',
  'Trading since 2016',
];

function Notice() {
  // Two copies so the loop is seamless; the second is hidden from assistive technology.
  // The checkbox stops the scrolling (WCAG 2.2.2), with or without JavaScript.
  return (
    <div className="notice">
      <input type="checkbox" id="notice-pause" className="notice__pause-input" />
      <label htmlFor="notice-pause" className="notice__pause">
        <span className="visually-hidden">Pause the scrolling notice</span>
      </label>
      <div className="notice__window">
        <div className="notice__track">
          {[0, 1].map((copy) => (
            <ul key={copy} className="notice__list" aria-hidden={copy === 1 || undefined}>
              {NOTICES.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </div>
  );
}

export function TopBar() {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <SocialLinks links={STORE_INFO.social} className="top-bar__social" size={16} />
        <Notice />
        <ul className="top-bar__contacts">
          <li>
            <a href={STORE_INFO.phoneHref}>
              <PhoneIcon size={14} />
              <span className="visually-hidden">Phone: </span>
              {STORE_INFO.phone}
            </a>
          </li>
          <li className="top-bar__email">
            <a href={`mailto:${STORE_INFO.email}`}>
              <MailIcon size={14} />
              <span className="visually-hidden">E-mail: </span>
              {STORE_INFO.email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
