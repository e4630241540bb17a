import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/app-config';
import styles from './catalog.module.css';

/** The breakpoints of the ad images (admin-content.md §5): phone up to 575 px, tablet to 991 px, desktop above. */
const TABLET_FROM = '(min-width: 576px)';
const DESKTOP_FROM = '(min-width: 992px)';

/**
 * The advertisement under the player (product-decisions §22): the free ad on free items, the paid ad on paid
 * ones, with the image for the visitor's device. Nothing when advertisements are off or the ad has no image.
 */
export function Advertisement({ free }: { free: boolean }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  if (!config?.show_advertisement) return null;
  const prefix = free ? 'free' : 'paid';
  const url = free ? config.free_ad_url : config.paid_ad_url;
  const mobile = config[`${prefix}_ad_image_mobile`];
  const tablet = config[`${prefix}_ad_image_tablet`];
  const desktop = config[`${prefix}_ad_image_desktop`];
  const fallback = mobile ?? tablet ?? desktop;
  if (!fallback) return null;
  const rendition = config.images?.[`${prefix}_ad_image_mobile`];

  const picture = (
    <picture>
      {desktop && <source media={DESKTOP_FROM} srcSet={desktop} />}
      {tablet && <source media={TABLET_FROM} srcSet={tablet} />}
      <img
        src={fallback}
        alt={t('catalog.ad.label')}
        width={rendition?.width}
        height={rendition?.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
  return (
    <aside className={styles.ad} aria-label={t('catalog.ad.label')}>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer sponsored" aria-label={t('catalog.ad.link')}>
          {picture}
        </a>
      ) : (
        picture
      )}
    </aside>
  );
}
