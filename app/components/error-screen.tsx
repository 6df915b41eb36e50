/**
 * What every error boundary shows: the error page. Its code matters only once something
 * has failed, so the browser loads it then (about 0.6 KB gzip off every page's initial
 * JavaScript); the server renders it in place (lib/lazy-component.tsx).
 */
import type { ComponentProps } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import { lazyComponent } from '../lib/lazy-component.tsx';
import type { ErrorPage as Page } from './error-page.tsx';

/** When even the error page's code cannot be fetched (offline): its plainest form. */
function ErrorPageUnavailable() {
  const t = useT();
  return (
    <div className="container error-page">
      <h1 className="error-page__title">{t('Something went wrong')}</h1>
      <p className="error-page__text">{t('Please check your connection and reload the page.')}</p>
    </div>
  );
}

const ErrorPage = lazyComponent<ComponentProps<typeof Page>>(
  () => import('./error-page.tsx').then((module) => module.ErrorPage),
  { unavailable: ErrorPageUnavailable },
);

export function ErrorScreen(props: ComponentProps<typeof Page>) {
  return <ErrorPage {...props} />;
}
