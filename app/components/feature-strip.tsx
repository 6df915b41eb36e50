/** Why shop here: shipping, stores, payment, support (home page, spec section 2). */
import { STORE_INFO } from '../lib/store-info.ts';
import { HeadsetIcon, ShieldIcon, StoreIcon, TruckIcon } from './ui/icons.tsx';

const FEATURES = [
  { Icon: TruckIcon, title: 'Shipping across India', text: 'Through professional couriers' },
  { Icon: StoreIcon, title: '56 stores across Karnataka', text: 'Trusted since 2016' },
  { Icon: ShieldIcon, title: 'Secure payment', text: 'Cards, UPI and net banking via Razorpay' },
  { Icon: HeadsetIcon, title: 'Customer support', text: `${STORE_INFO.hours}` },
];

export function FeatureStrip() {
  return (
    <section className="feature-strip" aria-labelledby="feature-strip-title">
      <h2 id="feature-strip-title" className="visually-hidden">
        Why shop with {STORE_INFO.name}
      </h2>
      <ul className="feature-strip__list">
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title} className="feature-strip__item">
            <span className="feature-strip__icon">
              <Icon size={26} />
            </span>
            <span>
              <strong className="feature-strip__title">{title}</strong>
              <span className="feature-strip__text">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
