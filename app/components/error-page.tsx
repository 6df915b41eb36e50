import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import type { Translate } from '../i18n/translate.ts';
import { SearchForm } from './search-form.tsx';
import { GridIcon, HomeIcon, StoreIcon } from './ui/icons.tsx';

/**
 * The one error screen, used by every route's ErrorBoundary: 'Page not found' for 404s,
 * 'Something went wrong' otherwise. Details only in development, never a stack in production.
 * `showMessage` states the error as 'Error: {message}' (the product page's load failure, spec § 8).
 */
export function ErrorPage({
  error,
  showMessage = false,
}: {
  error: unknown;
  showMessage?: boolean;
}) {
  const location = useLocation();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const details =
    import.meta.env.DEV && !notFound
      ? error instanceof Error
        ? (error.stack ?? error.message)
        : isRouteErrorResponse(error)
          ? `${error.status} ${error.statusText}`
          : String(error)
      : null;

  if (notFound) {
    return (
      <div className="container error-page">
        <p className="error-page__code" aria-hidden="true">
          404
        </p>
        <h1 className="error-page__title">{t('Page not found')}</h1>
        <p className="error-page__text">
          {t(
            "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped. Try a search, or carry on from one of these pages.",
          )}
        </p>
        <SearchForm className="error-page__search" />
        <ul className="error-page__links">
          <WayOut to="/" icon={<HomeIcon size={18} />} label={t('Home')} primary />
          <WayOut to="/products" icon={<StoreIcon size={18} />} label={t('All Products')} />
          <WayOut to="/categories" icon={<GridIcon size={18} />} label={t('Categories')} />
        </ul>
      </div>
    );
  }

  return (
    <div className="container error-page">
      <h1 className="error-page__title">{t('Something went wrong')}</h1>
      {showMessage ? (
        <p className="error-page__text" role="alert">
          {t('Error: {message}', { message: errorMessage(error, t) })}
        </p>
      ) : (
        <p className="error-page__text">
          {t("Sorry, we couldn't load this page just now. Please try again in a moment.")}
        </p>
      )}
      <ul className="error-page__links">
        <li>
          {/* A full reload (in the page's language), so a broken client state is left behind. */}
          <Link
            reloadDocument
            to={`${location.pathname}${location.search}`}
            className="btn btn--primary btn--md"
          >
            {t('Try again')}
          </Link>
        </li>
        <WayOut to="/" icon={<HomeIcon size={18} />} label={t('Home')} />
      </ul>
      {details ? <pre className="error-page__details">{details}</pre> : null}
    </div>
  );
}

/** One of the links an error screen offers to carry on. */
function WayOut({
  to,
  icon,
  label,
  primary = false,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  primary?: boolean;
}) {
  return (
    <li>
      <Link to={to} className={`btn btn--${primary ? 'primary' : 'secondary'} btn--md`}>
        {icon}
        {label}
      </Link>
    </li>
  );
}

/** What failed, in the page's language where it is a text of the shop's own. */
function errorMessage(error: unknown, t: Translate): string {
  if (isRouteErrorResponse(error)) {
    return error.statusText || t('Request failed ({status})', { status: error.status });
  }
  return error instanceof Error ? t(error.message) : t('Unknown error');
}
