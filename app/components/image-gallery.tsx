/**
 * The product page's images: a main view that scrolls with scroll-snap (swipe on touch,
 * arrow keys when focused), previous/next arrows, thumbnails, and on desktop a hover zoom:
 * the 900 x 1080 original, magnified beside the image, following the pointer.
 */
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import type { FallbackLang } from '../i18n/content.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { PLACEHOLDER_IMAGE, productSrcSet, productThumb } from '../lib/product-image.ts';
import type { CardImage } from '../modules/catalog/card.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './ui/icons.tsx';

const ZOOM_QUERY = '(min-width: 992px) and (hover: hover) and (pointer: fine)';
const MAIN_SIZES = '(min-width: 1320px) 560px, (min-width: 992px) 42vw, 100vw';

/** An image whose alt text may have fallen back to English on a Kannada page. */
type GalleryImage = CardImage & { altLang?: FallbackLang };

export function ImageGallery({
  images,
  name,
  nameLang,
  children,
}: {
  images: GalleryImage[];
  name: string;
  nameLang?: FallbackLang;
  /** After the thumbnails: the product's videos (product-videos.tsx). */
  children?: ReactNode;
}) {
  const t = useT();
  const list: GalleryImage[] =
    images.length > 0 ? images : [{ src: PLACEHOLDER_IMAGE, alt: name, altLang: nameLang }];
  const trackRef = useRef<HTMLElement>(null);
  const zoomRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const count = list.length;

  function show(index: number) {
    const track = trackRef.current;
    if (!track) return;
    const next = Math.min(count - 1, Math.max(0, index));
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: next * track.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    setActive(next);
  }

  function zoomAt(event: PointerEvent<HTMLDivElement>) {
    const zoom = zoomRef.current;
    if (!zoom || event.pointerType !== 'mouse' || !window.matchMedia(ZOOM_QUERY).matches) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
    const image = list[active] ?? list[0]!;
    zoom.style.backgroundImage = `url("${image.src}")`;
    zoom.style.backgroundPosition = `${x}% ${y}%`;
    zoom.hidden = false;
  }

  function hideZoom() {
    if (zoomRef.current) zoomRef.current.hidden = true;
  }

  return (
    <div className="gallery">
      <div className="gallery__main" onPointerMove={zoomAt} onPointerLeave={hideZoom}>
        <section
          ref={trackRef}
          className="gallery__track"
          aria-label={t('{name}: images', { name })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard.
          tabIndex={0}
          onScroll={(event) => {
            const track = event.currentTarget;
            const index = Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
            if (index !== active) setActive(index);
          }}
        >
          {list.map((image, index) => (
            <div key={image.src} className="gallery__slide">
              <img
                className="gallery__image"
                src={image.src}
                srcSet={productSrcSet(image.src)}
                sizes={MAIN_SIZES}
                alt={image.alt || name}
                lang={image.alt ? image.altLang : nameLang}
                width={900}
                height={1080}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            </div>
          ))}
        </section>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--prev"
              disabled={active === 0}
              onClick={() => show(active - 1)}
            >
              <ChevronLeftIcon size={22} />
              <span className="visually-hidden">{t('Previous image')}</span>
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              disabled={active === count - 1}
              onClick={() => show(active + 1)}
            >
              <ChevronRightIcon size={22} />
              <span className="visually-hidden">{t('Next image')}</span>
            </button>
            <p className="gallery__counter" aria-hidden="true">
              {active + 1} / {count}
            </p>
          </>
        ) : null}
        <div ref={zoomRef} className="gallery__zoom" hidden aria-hidden="true" />
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {list.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={index === active ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <img src={productThumb(image.src)} alt="" width={60} height={72} loading="lazy" />
                <span className="visually-hidden">
                  {t('Show image {index} of {count}', { index: index + 1, count })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
