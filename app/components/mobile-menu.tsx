import { NavLink } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { categoryHref } from '../lib/hrefs.ts';
import { MAIN_LINKS, type ShellData } from '../lib/shell.ts';
import { LogoutButton } from './logout-button.tsx';
import { SearchForm } from './search-form.tsx';
import { SocialLinks } from './social-links.tsx';
import { Dialog } from './ui/dialog.tsx';
import { LogOutIcon, MailIcon, PhoneIcon, UserIcon } from './ui/icons.tsx';

/**
 * The side menu under 992 px: search, the main links, every category, contacts. The
 * header closes it on navigation.
 */
export function MobileMenu({
  data,
  open,
  onClose,
}: {
  data: ShellData;
  open: boolean;
  onClose: () => void;
}) {
  const { store, categories, user } = data;
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('Menu')}
      closeLabel={t('Close menu')}
      variant="drawer-start"
      className="mobile-menu"
    >
      <SearchForm className="mobile-menu__search" />
      <nav aria-label={t('Menu')} className="mobile-menu__nav">
        <ul className="mobile-menu__list">
          <MenuLinks
            links={[
              { to: '/', label: t('Home'), end: true },
              ...MAIN_LINKS.map((link) => ({ to: link.to, label: t(link.label) })),
            ]}
          />
          <li>
            <NavLink to={user ? '/account' : '/auth/login'} className="mobile-menu__link">
              <UserIcon size={18} />
              {user ? t('My Account') : t('Sign in / Guest user')}
            </NavLink>
          </li>
          {user ? (
            <li>
              <LogoutButton className="mobile-menu__link">
                <LogOutIcon size={18} />
                {t('Logout')}
              </LogoutButton>
            </li>
          ) : null}
        </ul>
        <h3 className="mobile-menu__heading">{t('Products')}</h3>
        <ul className="mobile-menu__list mobile-menu__list--categories">
          <MenuLinks
            links={categories.map((category) => ({
              to: categoryHref(category),
              label: category.name,
              lang: category.nameLang,
            }))}
          />
        </ul>
      </nav>
      <ul className="mobile-menu__contacts">
        <li>
          <a href={store.phoneHref}>
            <PhoneIcon size={16} />
            <span className="visually-hidden">{t('Phone:')} </span>
            {store.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${store.email}`}>
            <MailIcon size={16} />
            <span className="visually-hidden">{t('E-mail:')} </span>
            {store.email}
          </a>
        </li>
      </ul>
      <SocialLinks links={store.social} className="mobile-menu__social" />
    </Dialog>
  );
}

/** The menu's links, each an item of its list; `end`: current on that page only (Home). */
function MenuLinks({
  links,
}: {
  /** `lang`: a category name shown in English on a Kannada page. */
  links: { to: string; label: string; end?: boolean; lang?: string }[];
}) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.end} className="mobile-menu__link" lang={link.lang}>
        {link.label}
      </NavLink>
    </li>
  ));
}
