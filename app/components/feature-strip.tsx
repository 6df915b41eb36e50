/** Why shop here: shipping, stores, payment, support (home page, spec section 2). */
import { useT } from '../i18n/i18n-context.tsx';
import { msg } from '../i18n/msg.ts';
import { useStore } from '../lib/root-data.ts';
import { HeadsetIcon, ShieldIcon, StoreIcon, TruckIcon } from './ui/icons.tsx';

const FEATURES = [
  {
    Icon: TruckIcon,
    title: msg('Shipping across India'),
    text: msg('Through professional couriers'),
  },
  { Icon: StoreIcon, title: msg('56 stores across Karnataka'), text: msg('Trusted since 2016') },
  {
    Icon: ShieldIcon,
    title: msg('Secure payment'),
    text: msg('Cards, UPI and net banking via Razorpay'),
  },
  // The text is the store's hours (in the page's language, from the root loader).
  { Icon: HeadsetIcon, title: msg('Customer support'), text: '' },
];

export function FeatureStrip() {
  const t = useT();
  const store = useStore();
  return (
    <section className="feature-strip" aria-labelledby="feature-strip-title">
      <h2 id="feature-strip-title" className="visually-hidden">
        {t('Why shop with {name}', { name: store?.name ?? '' })}
      </h2>
      <ul className="feature-strip__list">
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title} className="feature-strip__item">
            <span className="feature-strip__icon">
              <Icon size={26} />
            </span>
            <span>
              <strong className="feature-strip__title">{t(title)}</strong>
              <span className="feature-strip__text">{text ? t(text) : store?.hours}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
