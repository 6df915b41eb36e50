/**
 * 'Watch and Shop': a row of video posters. Tapping one opens the fullscreen viewer
 * (video-viewer.tsx, loaded on demand so the home page's JavaScript stays small).
 */
import { useState } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import { productHref } from '../lib/hrefs.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import type { VideoView } from '../modules/content/types.ts';
import { ShopLink } from './ui/shop-link.tsx';

const loadViewer = () => import('./video-viewer.tsx');
const VideoViewer = lazyComponent(() => loadViewer().then((module) => module.default));

export function VideoStrip({ videos }: { videos: VideoView[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const t = useT();
  if (videos.length === 0) return null;
  return (
    <section className="video-strip" aria-labelledby="video-strip-title">
      <div className="section-head">
        <h2 className="section-head__title" id="video-strip-title">
          {t('Watch and Shop')}
        </h2>
      </div>
      <ul className="video-strip__list">
        {videos.map((video, index) => {
          const { product } = video;
          return (
            <li key={video.id} className="video-strip__item">
              <button
                type="button"
                className="video-strip__tile"
                onClick={() => setOpen(index)}
                onPointerEnter={loadViewer}
                onFocus={loadViewer}
              >
                <img
                  className="video-strip__poster"
                  src={video.posterImage}
                  alt=""
                  width={270}
                  height={480}
                  loading="lazy"
                  decoding="async"
                />
                <span className="video-strip__play" aria-hidden="true" />
                {/* The poster shows the title; this names the button. */}
                <span className="visually-hidden">
                  {t('Play video: {title}', { title: video.title })}
                </span>
              </button>
              {product ? (
                <ShopLink
                  to={productHref(product.slug)}
                  className="video-strip__product"
                  lang={product.nameLang}
                >
                  {product.name}
                </ShopLink>
              ) : null}
            </li>
          );
        })}
      </ul>
      {open !== null ? (
        <VideoViewer videos={videos} start={open} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
