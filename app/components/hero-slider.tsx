/**
 * The home page's hero slider: promotions, then products, then collections (the order
 * listSliders returns). Autoplays every 5 s with an 800 ms slide; pauses while the pointer
 * is over it or focus is in it, when the shopper presses Pause, and never starts when they
 * prefer reduced motion. Swipe (50 px) on touch; previous/next and one dot per slide.
 * Each slide is a link; the mobile image is used under 768 px.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import type { SlideView } from '../modules/content/types.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './ui/icons.tsx';
import { ShopLink } from './ui/shop-link.tsx';

export const SLIDE_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const MOBILE_SLIDE_QUERY = '(max-width: 767px)';

export function HeroSlider({ slides }: { slides: SlideView[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = slides.length;

  // Reduced motion: the slideshow starts stopped (the shopper may still press Play).
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setStopped(true);
  }, []);

  const playing = count > 1 && !stopped && !hovered && !focused;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide (also a manual one) restarts the 5 s wait.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      className="hero"
      aria-roledescription={t('carousel')}
      aria-label={t('Offers and highlights')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(event) => {
        touchX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchX.current;
        const end = event.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined) return;
        if (Math.abs(end - start) > SWIPE_THRESHOLD_PX) go(index + (end < start ? 1 : -1));
      }}
    >
      <div className="hero__viewport" aria-live={playing ? 'off' : 'polite'}>
        <div className="hero__track" style={{ transform: `translateX(${-100 * index}%)` }}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a form fieldset.
            <div
              key={slide.id}
              className="hero__slide"
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('{number} of {count}', { number: i + 1, count })}
              inert={i !== index}
            >
              <ShopLink to={slide.href} className="hero__link">
                <picture>
                  <source
                    media={MOBILE_SLIDE_QUERY}
                    srcSet={slide.mobileImage}
                    width={800}
                    height={800}
                  />
                  <img
                    className="hero__image"
                    src={slide.image}
                    alt={slide.title}
                    lang={slide.titleLang}
                    width={1600}
                    height={560}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'low'}
                    decoding={i === 0 ? 'sync' : 'async'}
                  />
                </picture>
              </ShopLink>
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="hero__controls">
          <button
            type="button"
            className="hero__arrow hero__arrow--prev"
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon size={22} />
            <span className="visually-hidden">{t('Previous slide')}</span>
          </button>
          <button
            type="button"
            className="hero__arrow hero__arrow--next"
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon size={22} />
            <span className="visually-hidden">{t('Next slide')}</span>
          </button>
          <div className="hero__dots">
            <button
              type="button"
              className="hero__toggle"
              aria-label={stopped ? t('Play slideshow') : t('Pause slideshow')}
              onClick={() => setStopped((value) => !value)}
            >
              <span className={stopped ? 'hero__play' : 'hero__pause'} aria-hidden="true" />
            </button>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="hero__dot"
                aria-label={t('Slide {number}: {title}', { number: i + 1, title: slide.title })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** Preload descriptors for the first slide's image (mobile and desktop art). */
export function heroPreloads(slides: SlideView[]) {
  const first = slides[0];
  if (!first) return [];
  return [
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: first.mobileImage,
      media: MOBILE_SLIDE_QUERY,
      fetchPriority: 'high',
    },
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: first.image,
      media: '(min-width: 768px)',
      fetchPriority: 'high',
    },
  ] as const;
}
