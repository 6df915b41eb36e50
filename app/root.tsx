import { Suspense, useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from 'react-router';
import { POLICIES } from '../config/store-pages.ts';
import type { Route } from './+types/root';
import { ErrorScreen } from './components/error-screen.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { ShopLinksProvider } from './components/ui/shop-links.tsx';
import { ToastProvider } from './components/ui/toast.tsx';
import { localized } from './i18n/content.ts';
import { fontCssFor } from './i18n/font-face.ts';
import { I18nProvider, useT } from './i18n/i18n-context.tsx';
import { keepLanguage } from './i18n/keep-language.ts';
import { LanguageAlternates } from './i18n/language-links.tsx';
import { DEFAULT_LOCALE, isLocale, localeInfo } from './i18n/locales.ts';
import { localeOf, pageMessages, pageTranslator } from './i18n/page-i18n.server.ts';
import { metaTranslator, usePageMessages } from './i18n/page-language.ts';
import { cachedCatalog } from './lib/catalog-cache.server.ts';
import { lazyComponent } from './lib/lazy-component.tsx';
import { useOptimisticShopper } from './lib/optimistic-shopper.ts';
import { homeTitle, pageTitle, SITE_NAME } from './lib/page-title.ts';
import { loadShopperView } from './lib/personal-state.server.ts';
import { useRootData } from './lib/root-data.ts';
import { services } from './lib/services.server.ts';
import type { ShellData, ShellStore } from './lib/shell.ts';
import { storeInfo } from './lib/store-info.ts';
import { useHydrated } from './lib/use-hydrated.ts';
import { listCategories, WITH_KANNADA } from './modules/catalog/queries.server.ts';
import { compareTray as listCompareTray } from './modules/compare/compare.server.ts';
import './styles/app.css';

/** The chrome's store details while the root loader has failed: the name and logo only. */
const NO_STORE: ShellStore = {
  name: SITE_NAME,
  description: '',
  phone: '',
  phoneHref: '',
  email: '',
  emails: [],
  whatsapp: '',
  address: [],
  hours: '',
  hoursDays: '',
  social: [],
  paymentBadge: '/media/brand/razorpay.svg',
  logo: '/media/brand/logo.svg',
  logoWhite: '/media/brand/logo-white.svg',
};

/**
 * The bottom bar of phones: its code comes after the page's own (the server renders it in
 * place), fetched as this module runs. Its props are numbers, so an update that changes
 * none of them stops short of it while its code is on the way.
 */
const MobileBar = lazyComponent(
  () => import('./components/mobile-bar.tsx').then((module) => module.MobileBar),
  { eager: true },
);

/** The bar that shows a navigation under way: nothing to show before the first one. */
const NavigationProgress = lazyComponent(
  () => import('./components/navigation-progress.tsx').then((module) => module.NavigationProgress),
  { eager: true },
);

/** The timed Interest Survey: its own chunk, loaded once the page is interactive. */
const SurveyModal = lazyComponent(() =>
  import('./components/survey-modal.tsx').then((module) => module.default),
);

/**
 * The footer, its newsletter form and the floating contact buttons: their code comes after
 * the page's own (the server renders them in place). Fetched as this module runs: a
 * navigation or cart change made before it has come waits for it (see lazyComponent).
 */
const SiteFooter = lazyComponent(
  () => import('./components/site-footer.tsx').then((module) => module.SiteFooter),
  { eager: true },
);

/**
 * A redirect a page's loader or action answers with stays in the page's language: '/cart'
 * from a Kannada page goes to '/kn/cart' (React Router's basename covers links, not the
 * Location header).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }, next) => {
    const response = await next();
    return keepLanguage(response, localeOf(context));
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, publicUrl } = services(context);
  const t = pageTranslator(context);
  const locale = localeOf(context);
  const [categories, shopper] = await Promise.all([
    cachedCatalog(database.db, 'categories', (db) => listCategories(db, WITH_KANNADA)),
    loadShopperView(context, request.headers.get('Cookie')),
  ]);
  // The tray's products: only a shopper with a comparison list pays for them.
  const compareTray = shopper.compareIds.length
    ? (await listCompareTray(database.db, shopper.compareIds, WITH_KANNADA)).map((item) =>
        localized(locale, item, 'name'),
      )
    : [];
  return data({
    locale,
    messages: pageMessages(
      context,
      'common',
      ...(compareTray.length ? (['compare'] as const) : []),
    ),
    compareTray,
    origin: publicUrl,
    store: storeInfo(t),
    categories: categories.map((category) => localized(locale, category, 'name')),
    ...shopper,
    year: new Date().getFullYear(),
    /** Footer links to the policy pages (their texts stay on the server). */
    policies: POLICIES.map((policy) => ({ path: policy.path, title: t(policy.title) })),
  });
}

/** Every page carries this shopper's badges: browsers revalidate, shared caches never store. */
export function headers() {
  return { 'Cache-Control': 'private, no-cache' };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/media/brand/favicon.svg', type: 'image/svg+xml' },
];

export function meta({ error, loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const title =
    isRouteErrorResponse(error) && error.status === 404
      ? pageTitle(t('Page not found'))
      : error
        ? pageTitle(t('Something went wrong'))
        : homeTitle(t);
  // An error page (a 404 among them) is never indexed, whatever its status reaches a crawler as.
  return error || !loaderData
    ? [{ title }, { name: 'robots', content: 'noindex' }]
    : [{ title }, { name: 'description', content: loaderData.store.description }];
}

/**
 * Whether this is a back-office page that let its visitor in: those bring their own chrome.
 * Refused visitors (a 404) see the shop's ordinary not-found page, chrome and all.
 */
function useBackOffice(): boolean {
  return useMatches().some(
    (match) =>
      (match.handle as { backOffice?: boolean } | undefined)?.backOffice &&
      match.loaderData != null,
  );
}

/**
 * The survey joins the page once it is interactive. Its own component: the switch after
 * hydration re-renders only this, not the layout — a layout re-render then reached the
 * footer's newsletter form before its chunk had loaded, and React threw away the form's
 * server HTML to render it again (a ~50 ms task on a phone).
 */
function SurveyOnceHydrated() {
  const hydrated = useHydrated();
  return hydrated ? <SurveyModal /> : null;
}

/** The first stop of the keyboard: straight to the page's own content. */
function SkipLink() {
  const t = useT();
  return (
    <a href="#main" className="skip-link">
      {t('Skip to main content')}
    </a>
  );
}

/** Marks the page interactive once its own content has hydrated (browser tests wait for it). */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * The page's own content, in a Suspense boundary: React hydrates it after the chrome, at a
 * lower priority and in slices that yield to the browser, instead of in one long task with
 * everything else (a phone's main thread stays free for taps and paint).
 */
function PageContent({ children }: { children: React.ReactNode }) {
  return (
    <Suspense>
      {children}
      <MarkHydrated />
    </Suspense>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const locale = isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
  const messages = usePageMessages();
  const backOffice = useBackOffice();
  const shopper = useOptimisticShopper({
    cart: root?.cart ?? { count: 0, totalPaise: 0 },
    wishlistCount: root?.wishlistCount ?? 0,
    wishlistVariantIds: root?.wishlistVariantIds ?? [],
  });
  // Without root data (the root loader itself failed) the chrome still renders, emptier.
  const shell: ShellData = {
    store: root?.store ?? NO_STORE,
    categories: root?.categories ?? [],
    policies: root?.policies ?? [],
    cart: shopper.cart,
    wishlistCount: shopper.wishlistCount,
    user: root?.user ?? null,
    year: root?.year ?? new Date().getFullYear(),
  };
  const fontCss = import.meta.env.SSR ? fontCssFor(locale) : null;
  return (
    <html lang={localeInfo(locale).htmlLang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a4448" />
        <Meta />
        <Links />
        {fontCss ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own constant CSS (font-face.ts), no input in it.
          <style dangerouslySetInnerHTML={{ __html: fontCss }} />
        ) : null}
        {/* For crawlers, which read the server's page: React 19 leaves head tags it does not
            render itself in place when it hydrates, so the browser's code carries none of it. */}
        {import.meta.env.SSR && root?.origin && !backOffice ? (
          <LanguageAlternates origin={root.origin} />
        ) : null}
      </head>
      <body>
        <I18nProvider locale={locale} messages={messages}>
          <ShopLinksProvider>
            {backOffice ? (
              <ToastProvider>
                <SkipLink />
                <NavigationProgress />
                <main id="main" tabIndex={-1}>
                  <PageContent>{children}</PageContent>
                </main>
              </ToastProvider>
            ) : (
              <ToastProvider>
                <SkipLink />
                <NavigationProgress />
                <SiteHeader data={shell} />
                <main id="main" className="site-main" tabIndex={-1}>
                  <PageContent>{children}</PageContent>
                </main>
                <SiteFooter
                  store={shell.store}
                  categories={shell.categories}
                  policies={shell.policies}
                  year={shell.year}
                />
                <MobileBar
                  cartCount={shell.cart.count}
                  wishlistCount={shell.wishlistCount}
                  signedIn={shell.user !== null}
                />
                <SurveyOnceHydrated />
              </ToastProvider>
            )}
          </ShopLinksProvider>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
