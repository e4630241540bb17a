import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IMAGE_SIZES, type TImage } from '@scena/shared/catalog/images';
import styles from './media-card.module.css';

/** What an <img> of a card needs; srcset, width and height when the API has renditions for it. */
export interface MediaCardImage {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'muted';

export interface MediaCardBadge {
  /** The visible text: a badge never speaks by colour alone. */
  label: string;
  /** A longer reading for assistive technology ("16+" → "Od 16 lat"). */
  description?: string;
  tone?: BadgeTone;
}

/** The smallest WebP rendition as src and all of them as srcset; a legacy URL alone when there is no image. */
export function cardImageOf(
  image: TImage | null | undefined,
  fallbackUrl?: string | null,
): MediaCardImage | null {
  if (image) return { src: image.thumb_url, srcSet: image.srcset, width: image.width, height: image.height };
  return fallbackUrl ? { src: fallbackUrl } : null;
}

interface MediaCardProps {
  href: string;
  title: string;
  subtitle?: string | null;
  image: MediaCardImage | null;
  /** The first row of cards loads at once (on phones the first card is the largest paint); the rest lazily. */
  eager?: boolean;
  /** Date and time, or availability, already formatted. */
  dateLine?: ReactNode;
  price?: ReactNode;
  badges?: MediaCardBadge[];
  /** Drawn on the stage-like backdrop of a card without a picture (decorative: the card says it in words). */
  placeholder?: ReactNode;
  headingLevel?: 'h3' | 'h4';
  className?: string;
}

/**
 * One event or video in a list: picture, title linking to its page (the whole card is the link's target area),
 * the date line, the price and text badges. The picture is decorative: the title names the item.
 */
export function MediaCard({
  href,
  title,
  subtitle,
  image,
  eager,
  dateLine,
  price,
  badges = [],
  placeholder,
  headingLevel: Heading = 'h3',
  className,
}: MediaCardProps) {
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? IMAGE_SIZES.card : undefined}
            width={image.width}
            height={image.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={styles.image}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            {placeholder}
          </div>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {href.startsWith('/') ? (
            <Link to={href} className={styles.link}>
              {title}
            </Link>
          ) : (
            <a href={href} className={styles.link}>
              {title}
            </a>
          )}
        </Heading>
        {badges.length > 0 && (
          <ul className={styles.badges}>
            {badges.map((badge) => (
              <li key={badge.label} className={`${styles.badge} ${styles[badge.tone ?? 'neutral']}`}>
                {badge.description ? (
                  <>
                    <span aria-hidden="true">{badge.label}</span>
                    <span className="visually-hidden">{badge.description}</span>
                  </>
                ) : (
                  badge.label
                )}
              </li>
            ))}
          </ul>
        )}
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {(dateLine || price) && (
          <div className={styles.meta}>
            {dateLine && <p className={styles.date}>{dateLine}</p>}
            {price && <p className={styles.price}>{price}</p>}
          </div>
        )}
      </div>
    </article>
  );
}

/** A card's shape while its data loads, hidden from assistive technology (the list announces the wait). */
export function MediaCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.media}>
        <div className={styles.placeholder} />
      </div>
      <div className={styles.body}>
        <div className={styles.bar} />
        <div className={`${styles.bar} ${styles.short}`} />
      </div>
    </div>
  );
}
