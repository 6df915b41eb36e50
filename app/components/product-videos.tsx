/**
 * The Watch-and-Shop videos that feature a product, in its gallery (issue 32, item 5): a
 * thumbnail with a play mark after the images' for each; a tap opens the video over the
 * main image, which only then loads and plays (muted, with the browser's controls, inline
 * on phones). Loaded after the page's own code (lazyComponent in product.tsx): the server
 * renders the thumbnails in place, and the gallery's JavaScript stays what it was.
 */
import { useRef, useState } from 'react';
import type { FallbackLang } from '../i18n/content.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { CloseIcon } from './ui/icons.tsx';

export interface ProductVideo {
  title: string;
  titleLang?: FallbackLang;
  url: string;
  poster: string;
}

export function ProductVideos({ videos }: { videos: ProductVideo[] }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const playing = open === null ? undefined : videos[open];
  // Closing gives the focus back to the thumbnail that opened the video.
  const close = () => {
    if (open !== null) thumbs.current[open]?.focus();
    setOpen(null);
  };
  return (
    <>
      <ul className="gallery__thumbs gallery__videos">
        {videos.map((video, index) => (
          <li key={video.url}>
            <button
              type="button"
              className="gallery__thumb gallery__video-thumb"
              aria-pressed={open === index}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              onClick={() => setOpen(index)}
            >
              <img src={video.poster} alt="" width={60} height={72} loading="lazy" />
              <span className="gallery__play" aria-hidden="true" />
              <span className="visually-hidden">
                {t('Play video: {title}', { title: video.title })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {playing ? (
        <section
          className="gallery__player"
          aria-label={playing.title}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <video
            key={playing.url}
            className="gallery__video"
            src={playing.url}
            poster={playing.poster}
            preload="none"
            controls
            muted
            autoPlay
            playsInline
            // Focus moves to the player that was asked for: its controls are the keyboard's.
            ref={(element) => element?.focus()}
          />
          <button type="button" className="gallery__player-close" onClick={close}>
            <CloseIcon size={20} />
            <span className="visually-hidden">{t('Close video')}</span>
          </button>
        </section>
      ) : null}
    </>
  );
}
