import { HeroSlider, heroPreloads } from '../components/hero-slider.tsx';
import { JsonLd } from '../components/json-ld.tsx';
import { ProductRow } from '../components/product-row.tsx';
import { SearchForm } from '../components/site-header.tsx';
import { VideoStrip } from '../components/video-strip.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { localeOf, pageMessages, pageOrigin } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { cachedCatalog } from '../lib/catalog-cache.server.ts';
import { categoryHref } from '../lib/hrefs.ts';
import { hydrateOnSight } from '../lib/hydrate-on-sight.tsx';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { homeTitle, SITE_NAME } from '../lib/page-title.ts';
import { categoryThumb } from '../lib/product-image.ts';
import { revalidateUnlessShopperWrite } from '../lib/revalidation.ts';
import { useCategories } from '../lib/root-data.ts';
import {
  absoluteUrl,
  DEFAULT_OG_IMAGE,
  errorMeta,
  organizationJsonLd,
  seoMeta,
  websiteJsonLd,
} from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { cardView, type ProductCard } from '../modules/catalog/card.ts';
import { PRESSURE_WASHERS_SLUG } from '../modules/catalog/constants.ts';
import {
  HOME_LIST_LIMIT,
  listAboveFortyOff,
  listFeatured,
  listPressureWasherDeals,
} from '../modules/catalog/lists.server.ts';
import { WITH_KANNADA } from '../modules/catalog/queries.server.ts';
import { listSliders, listVideos, VIDEO_LIMIT } from '../modules/content/queries.server.ts';
import { slideView, videoView } from '../modules/content/types.ts';
import type { Route } from './+types/home';
import '../styles/components/home.css';
import '../styles/components/home-sections.css';
import { ShopLink } from '../components/ui/shop-link.tsx';

/**
 * 'Why shop with us': static, below the fold; its code comes after the page's own (the
 * server renders it in place).
 */
/** Rows below the first screen: hydrated when the shopper comes to them. */
const RowOnSight = hydrateOnSight(ProductRow);
const VideosOnSight = hydrateOnSight(VideoStrip);

/**
 * 'Recently Viewed' renders nothing on the server (the list is in this browser's storage):
 * its code comes after the page's own, started before hydration.
 */
const RecentlyViewed = lazyComponent(
  () => import('../components/recently-viewed.tsx').then((module) => module.RecentlyViewed),
  { eager: true },
);

const FeatureStrip = lazyComponent(() =>
  import('../components/feature-strip.tsx').then((module) => module.FeatureStrip),
);

/** Category images above the fold load at once; the rest of the strip lazily. */
const EAGER_IMAGES = 5;

/** A card's add, heart or compare box reloads the root's view of the shopper, not the page. */
export const shouldRevalidate = revalidateUnlessShopperWrite();

export async function loader({ context }: Route.LoaderArgs) {
  const db = services(context).database.db;
  const locale = localeOf(context);
  // Every section awaited: the lists come from the in-process catalog cache, so streaming
  // them only sent skeleton placeholders ahead of the same markup (12 KB more per page).
  // Cached in both languages; each page takes its own (app/i18n/content.ts).
  const [slides, featured, videos, deals, offers] = await Promise.all([
    cachedCatalog(db, 'sliders', (db) => listSliders(db, WITH_KANNADA)),
    cachedCatalog(db, 'featured', (db) => listFeatured(db, HOME_LIST_LIMIT, WITH_KANNADA)),
    cachedCatalog(db, 'videos', (db) => listVideos(db, VIDEO_LIMIT, WITH_KANNADA)),
    cachedCatalog(db, 'deals', (db) => listPressureWasherDeals(db, HOME_LIST_LIMIT, WITH_KANNADA)),
    cachedCatalog(db, 'offers', (db) => listAboveFortyOff(db, HOME_LIST_LIMIT, WITH_KANNADA)),
  ]);
  const cards = (list: ProductCard[]) => list.map((card) => cardView(card, locale));
  return {
    origin: pageOrigin(context),
    messages: pageMessages(context, 'home', 'cards'),
    slides: slides.map((slide) => slideView(slide, locale)),
    featured: cards(featured),
    videos: videos.map((video) => videoView(video, locale)),
    deals: cards(deals),
    offers: cards(offers),
  };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return errorMeta(error, t('Something went wrong'), t);
  return [
    ...seoMeta({
      title: homeTitle(t),
      description: matches[0].loaderData.store.description,
      url: absoluteUrl(loaderData.origin, '/'),
      image: absoluteUrl(loaderData.origin, DEFAULT_OG_IMAGE),
    }),
    ...heroPreloads(loaderData.slides),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const categories = useCategories();
  const { origin, slides, featured, videos, deals, offers } = loaderData;
  const washers = categories.find((category) => category.slug === PRESSURE_WASHERS_SLUG);
  return (
    <div className="container home">
      <h1 className="visually-hidden">
        {t('{name} – home appliances and furniture', { name: SITE_NAME })}
      </h1>

      <SearchForm className="home-search" />

      {categories.length > 0 ? (
        <section className="category-strip" aria-labelledby="category-strip-title">
          <h2 id="category-strip-title" className="visually-hidden">
            {t('Shop by category')}
          </h2>
          <ul className="category-strip__list">
            {categories.map((category, index) => (
              <li key={category.id} className="category-strip__item">
                <ShopLink to={categoryHref(category)} className="category-strip__link">
                  <img
                    className="category-strip__image"
                    src={categoryThumb(category.image)}
                    alt={category.name}
                    lang={category.nameLang}
                    width={96}
                    height={96}
                    loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                    // Not preloaded ahead of the hero (React preloads eager images unless low).
                    fetchPriority="low"
                    decoding="async"
                  />
                  {/* The image's alt already names the link. */}
                  <span aria-hidden="true" lang={category.nameLang}>
                    {category.name}
                  </span>
                </ShopLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <HeroSlider slides={slides} />

      <RowOnSight
        title={t('Featured Products')}
        products={featured}
        eagerCount={0}
        action={
          <ShopLink to="/products" className="section-head__link">
            {t('View all')}
          </ShopLink>
        }
      />

      <RecentlyViewed />

      <VideosOnSight videos={videos} />

      <FeatureStrip />

      <RowOnSight
        title={t('Deals on Pressure Washers')}
        products={deals}
        action={
          washers ? (
            <ShopLink to={categoryHref(washers)} className="section-head__link">
              {t('View all')}
            </ShopLink>
          ) : null
        }
      />
      <RowOnSight title={t('Above 40% off')} products={offers} />

      <JsonLd data={import.meta.env.SSR && organizationJsonLd(origin)} />
      <JsonLd data={import.meta.env.SSR && websiteJsonLd(origin)} />
    </div>
  );
}
