/**
 * The fullscreen Watch-and-Shop viewer: one video at a time, playing muted and inline;
 * the scroll wheel or a swipe of more than 50 px moves to the next or previous video;
 * a mute toggle, a close button, and Escape closes (a native modal <dialog>, so the page
 * behind is inert and focus returns to the poster that opened it). The product under
 * the video links to its page.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { productHref } from '../lib/hrefs.ts';
import { PLACEHOLDER_IMAGE, productThumb } from '../lib/product-image.ts';
import type { CardView } from '../modules/catalog/card.ts';
import type { VideoView } from '../modules/content/types.ts';
import { ChevronDownIcon, ChevronUpIcon, CloseIcon } from './ui/icons.tsx';
import { Price } from './ui/price.tsx';

export const SWIPE_THRESHOLD_PX = 50;
/** A wheel gesture moves one video, then the wheel rests this long. */
const WHEEL_REST_MS = 700;

export default function VideoViewer({
  videos,
  start,
  onClose,
}: {
  videos: VideoView[];
  start: number;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const t = useT();
  const [index, setIndex] = useState(start);
  const [muted, setMuted] = useState(true);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const wheelAt = useRef(0);
  const count = videos.length;
  const video = videos[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  if (!video) return null;
  const go = (step: number) => setIndex((i) => Math.min(count - 1, Math.max(0, i + step)));

  return (
    <dialog
      ref={dialogRef}
      className="video-viewer"
      aria-labelledby="video-viewer-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onWheel={(event) => {
        const now = Date.now();
        if (Math.abs(event.deltaY) < 20 || now - wheelAt.current < WHEEL_REST_MS) return;
        wheelAt.current = now;
        go(event.deltaY > 0 ? 1 : -1);
      }}
      onTouchStart={(event) => {
        const point = event.touches[0];
        touch.current = point ? { x: point.clientX, y: point.clientY } : null;
      }}
      onTouchEnd={(event) => {
        const from = touch.current;
        const point = event.changedTouches[0];
        touch.current = null;
        if (!from || !point) return;
        const dx = point.clientX - from.x;
        const dy = point.clientY - from.y;
        const along = Math.abs(dy) >= Math.abs(dx) ? dy : dx;
        if (Math.abs(along) > SWIPE_THRESHOLD_PX) go(along < 0 ? 1 : -1);
      }}
    >
      <div className="video-viewer__stage">
        <video
          key={video.id}
          className="video-viewer__video"
          src={video.videoUrl}
          poster={video.posterImage}
          width={540}
          height={960}
          autoPlay
          muted={muted}
          playsInline
          loop
          preload="auto"
        />
        <div className="video-viewer__heading">
          <h2 className="video-viewer__title" id="video-viewer-title" lang={video.titleLang}>
            {video.title}
          </h2>
          <p className="video-viewer__count">
            <span className="visually-hidden">{t('Video')} </span>
            {index + 1} / {count}
          </p>
        </div>
        <div className="video-viewer__tools">
          <button type="button" className="video-viewer__button" onClick={onClose}>
            <CloseIcon size={24} />
            <span className="visually-hidden">{t('Close video')}</span>
          </button>
          <button
            type="button"
            className="video-viewer__button"
            aria-pressed={muted}
            onClick={() => setMuted((m) => !m)}
          >
            <SoundIcon muted={muted} />
            <span className="visually-hidden">{t('Mute')}</span>
          </button>
        </div>
        <div className="video-viewer__steps">
          <button
            type="button"
            className="video-viewer__button"
            disabled={index === 0}
            onClick={() => go(-1)}
          >
            <ChevronUpIcon size={24} />
            <span className="visually-hidden">{t('Previous video')}</span>
          </button>
          <button
            type="button"
            className="video-viewer__button"
            disabled={index === count - 1}
            onClick={() => go(1)}
          >
            <ChevronDownIcon size={24} />
            <span className="visually-hidden">{t('Next video')}</span>
          </button>
        </div>
        {video.product ? <VideoProduct product={video.product} onClose={onClose} /> : null}
      </div>
    </dialog>
  );
}

/** The product shown in the video, linking to its page. */
function VideoProduct({ product, onClose }: { product: CardView; onClose: () => void }) {
  return (
    <div className="video-viewer__product">
      <img src={productThumb(product.image ?? PLACEHOLDER_IMAGE)} alt="" width={48} height={58} />
      <div>
        <Link to={productHref(product.slug)} onClick={onClose} lang={product.nameLang}>
          {product.name}
        </Link>
        <Price
          basePaise={product.variant.basePricePaise}
          discountedPaise={product.variant.discountedPricePaise}
          size="sm"
        />
      </div>
    </div>
  );
}

function SoundIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M11 5 6 9H2v6h4l5 4z" />
      {muted ? (
        <path d="m23 9-6 6M17 9l6 6" />
      ) : (
        <path d="M15.54 8.46a5 5 0 0 1 0 7.07M19.07 4.93a10 10 0 0 1 0 14.14" />
      )}
    </svg>
  );
}
