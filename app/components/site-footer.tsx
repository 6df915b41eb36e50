import { useId } from 'react';
import { useLocale, useT } from '../i18n/i18n-context.tsx';
import { LanguageSwitch } from '../i18n/language-links.tsx';
import { LanguageOffer } from '../i18n/language-offer.tsx';
import { categoryHref } from '../lib/hrefs.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { useRootData } from '../lib/root-data.ts';
import {
  MAIN_LINKS,
  type ShellCategory,
  type ShellPolicyLink,
  type ShellStore,
} from '../lib/shell.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { FloatingContact } from './floating-contact.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { SocialLinks } from './social-links.tsx';
import { ClockIcon, LocationIcon, MailIcon, PhoneIcon, ShieldIcon } from './ui/icons.tsx';
import { ShopLink } from './ui/shop-link.tsx';

/**
 * The compare tray, above the footer while the shopper's comparison list has products: its
 * code is fetched only then (the server renders it in place; its forms post before it
 * arrives). Here, in the footer's own code, rather than in the root's: every page's first
 * JavaScript stays without it.
 */
const CompareTray = lazyComponent(() =>
  import('./compare-tray.tsx').then((module) => module.CompareTray),
);

function Newsletter() {
  const t = useT();
  const headingId = useId();
  return (
    <section className="newsletter" aria-labelledby={headingId}>
      <div className="container newsletter__inner">
        <div className="newsletter__intro">
          <h2 id={headingId} className="newsletter__title">
            {t('Subscribe to our newsletter')}
          </h2>
          <p className="newsletter__text">
            {t('New arrivals, deals and offers, straight to your inbox.')}
          </p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}

function LinkList({
  title,
  links,
  wide = false,
}: {
  title: string;
  /** `lang`: a category name shown in English on a Kannada page. */
  links: { to: string; label: string; lang?: string }[];
  /** Two columns of links on small screens. */
  wide?: boolean;
}) {
  const headingId = useId();
  return (
    <nav
      className={wide ? 'footer-links footer-links--wide' : 'footer-links'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="site-footer__heading">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <ShopLink to={link.to} lang={link.lang}>
              {link.label}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface SiteFooterProps {
  store: ShellStore;
  categories: ShellCategory[];
  policies: ShellPolicyLink[];
  year: number;
}

/**
 * The footer (with the newsletter form) and the floating contact buttons: nothing in them
 * changes with the shopper, so root.tsx hydrates them as one lazily loaded part, after the
 * page's own code.
 */
export function SiteFooter({ store, categories, policies, year }: SiteFooterProps) {
  const t = useT();
  const locale = useLocale();
  // The offer of the page in the shopper's language: the browser's to judge, once interactive.
  const hydrated = useHydrated();
  const comparing = Boolean(useRootData()?.compareTray.length);
  return (
    <>
      {comparing ? <CompareTray /> : null}
      {hydrated ? <LanguageOffer current={locale} /> : null}
      <footer className="site-footer">
        <Newsletter />
        <div className="container site-footer__grid">
          <section className="site-footer__contact" aria-label={t('Contact details')}>
            <h2 className="site-footer__heading site-footer__brand">
              <img src={store.logoWhite} alt={store.name} width={160} height={40} loading="lazy" />
            </h2>
            <address className="site-footer__address">
              <p>
                <LocationIcon size={18} />
                <span>
                  <span className="site-footer__label">{t('Head office')}</span>
                  {store.address.map((line) => (
                    <span key={line} className="site-footer__line">
                      {line}
                    </span>
                  ))}
                </span>
              </p>
              <p>
                <PhoneIcon size={18} />
                <a href={store.phoneHref}>{store.phone}</a>
              </p>
              {store.emails.map((email) => (
                <p key={email.address}>
                  <MailIcon size={18} />
                  <span>
                    <span className="site-footer__label">{email.label}</span>
                    <a href={`mailto:${email.address}`}>{email.address}</a>
                  </span>
                </p>
              ))}
              <p>
                <ClockIcon size={18} />
                <span>
                  <span className="site-footer__label">{store.hoursDays}</span>
                  {store.hours}
                </span>
              </p>
            </address>
          </section>
          <LinkList
            title={t('Shop')}
            wide
            links={categories.map((category) => ({
              to: categoryHref(category),
              label: category.name,
              lang: category.nameLang,
            }))}
          />
          <LinkList
            title={t('Company')}
            links={MAIN_LINKS.map((link) => ({ to: link.to, label: t(link.label) }))}
          />
          <LinkList
            title={t('Policies')}
            links={policies.map((policy) => ({ to: policy.path, label: policy.title }))}
          />
        </div>
        <div className="site-footer__bottom">
          <div className="container site-footer__bottom-inner split-row">
            <p className="secure-payments">
              <ShieldIcon size={18} />
              <span>{t('Secure payments')}</span>
              <img
                src={store.paymentBadge}
                alt="Razorpay"
                width={180}
                height={40}
                loading="lazy"
                className="secure-payments__logo"
              />
            </p>
            <SocialLinks links={store.social} className="site-footer__social" />
            <p className="site-footer__languages">
              <LanguageSwitch className="site-footer__language" />
            </p>
            <p className="site-footer__copyright">
              {t('© {year} {name}. All rights reserved.', { year, name: store.name })}
            </p>
          </div>
        </div>
      </footer>
      <FloatingContact store={store} />
    </>
  );
}
