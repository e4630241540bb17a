import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './catalog.module.css';

export interface GalleryItem {
  url: string;
  thumb: string;
  srcset?: string;
  width?: number;
  height?: number;
}

/**
 * The gallery: a grid of square thumbnails (300×300 crops), each a button that opens the photo in a lightbox on
 * the native <dialog> (focus trapped and restored by the browser, Escape closes), with previous/next buttons
 * and the arrow keys.
 */
export function Gallery({ items, title }: { items: GalleryItem[]; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const total = items.length;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open !== null && !element.open) element.showModal?.();
    if (open === null && element.open) element.close?.();
  }, [open]);

  const step = (delta: number) =>
    setOpen((index) => (index === null ? null : (index + delta + total) % total));
  const current = open === null ? null : items[open];

  return (
    <>
      <ul className={styles.galleryGrid}>
        {items.map((item, index) => (
          <li key={item.url}>
            <button
              type="button"
              className={styles.galleryThumb}
              onClick={() => setOpen(index)}
              aria-label={t('catalog.gallery.open', { n: index + 1, total })}
            >
              <img src={item.thumb} alt="" width={300} height={300} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className={styles.lightbox}
        aria-labelledby={headingId}
        onClose={() => setOpen(null)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') step(-1);
          if (event.key === 'ArrowRight') step(1);
        }}
      >
        {current && open !== null && (
          <div className={styles.lightboxBody}>
            <h2 id={headingId} className="visually-hidden">
              {t('catalog.gallery.image', { n: open + 1, total, title })}
            </h2>
            <img
              className={styles.lightboxImage}
              src={current.url}
              srcSet={current.srcset || undefined}
              sizes="(min-width: 1200px) 1200px, 100vw"
              width={current.width}
              height={current.height}
              alt={t('catalog.gallery.image', { n: open + 1, total, title })}
            />
            <div className={styles.lightboxBar}>
              {total > 1 && (
                <button type="button" className={styles.lightboxButton} onClick={() => step(-1)}>
                  <span aria-hidden="true">‹</span> {t('catalog.gallery.previous')}
                </button>
              )}
              <span aria-live="polite">{t('catalog.gallery.position', { n: open + 1, total })}</span>
              {total > 1 && (
                <button type="button" className={styles.lightboxButton} onClick={() => step(1)}>
                  {t('catalog.gallery.next')} <span aria-hidden="true">›</span>
                </button>
              )}
              <button type="button" className={styles.lightboxButton} onClick={() => setOpen(null)}>
                <span aria-hidden="true">×</span> {t('common.close')}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
