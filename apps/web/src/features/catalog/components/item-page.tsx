import { IMAGE_SIZES } from '@scena/shared/catalog/images';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TButtonState } from '@scena/shared/catalog/button';
import type { TPendingOrder } from '@scena/shared/catalog/viewer-state';
import { formatPrice } from '@scena/shared/catalog/money';
import type { Language } from '@scena/shared/i18n/messages';
import type { CatalogKind } from '../api/catalog-item';
import { isAdmin } from '@scena/shared/users/roles';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session-store';
import { UnfinishedPaymentActions } from '@/ui/unfinished-payment';
import { ActionButton, PaymentTag } from './action-button';
import { Gallery, type GalleryItem } from './gallery';
import { PlayerView } from './player-view';
import { Teaser, teaserSource } from './teaser';
import styles from './catalog.module.css';

/** The product's orders for an administrator: antd, so loaded only when one looks at the page. */
const ProductOrdersPanel = lazy(() => import('@/admin/sections/payments/product-orders-panel'));

export interface ItemView {
  kind: CatalogKind;
  id: number;
  slugOrId: string;
  title: string;
  subtitle: string | null;
  /** A short line above the title: the kind, the festival, the timing status. */
  eyebrow: string[];
  poster: { src: string; srcset?: string; width?: number; height?: number } | null;
  facts: Array<{ label: string; value: ReactNode }>;
  countdown: ReactNode;
  priceGrosze: number;
  ticketsLeft?: number | null;
  /** Null while the viewer's own answer is still on its way (no button is better than a wrong one). */
  button: TButtonState | null;
  paymentStatus: string | null | undefined;
  /** The viewer's order whose payment is under way, which they may resume or drop. */
  pendingOrder: TPendingOrder | null | undefined;
  /** Reads the viewer's state again (after a refused resume or drop). */
  refresh: () => void;
  description: string | null;
  additionalDescription: string | null;
  teaserLink: string | null;
  gallery: GalleryItem[];
  signedIn: boolean;
}

/** The poster of an event (its video's) or a video: the responsive renditions when stored, else the link. */
export function posterOf(item: {
  main_image: { url: string; srcset: string; width: number; height: number } | null;
  image_link: string | null;
}): ItemView['poster'] {
  if (item.main_image) {
    const { url, srcset, width, height } = item.main_image;
    return { src: url, srcset, width, height };
  }
  return item.image_link ? { src: item.image_link } : null;
}

/**
 * The event and video pages' common body (visitor-side.md §2): a dark stage with the poster, title, dates,
 * countdown, price and button (with a payment under way, the ways back to it or out of it); or, with `?ogladaj=true`, the player view on that stage. Below it the
 * description, teaser and gallery.
 */
export function ItemPage({ view }: { view: ItemView }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const watching = params.get('ogladaj') === 'true';
  const language = (i18n.language === 'en' ? 'en' : 'pl') as Language;
  const navigate = useNavigate();
  const staff = isAdmin(useCurrentUser());
  const purchaseHref = paths.payment(view.kind, view.id);
  const teaser = teaserSource(view.teaserLink);
  const free = view.priceGrosze === 0;

  const price = (
    <div className={styles.price}>
      <span className="visually-hidden">{t('catalog.price')}: </span>
      {free ? (
        <span className={styles.priceValue}>{t('catalog.free')}</span>
      ) : (
        <>
          <span className={styles.priceValue}>{formatPrice(view.priceGrosze, language)}</span>
          <span className={styles.priceNote}>{t('catalog.priceVat')}</span>
        </>
      )}
      {typeof view.ticketsLeft === 'number' && (
        <span className={styles.priceNote}>{t('catalog.ticketsLeft', { count: view.ticketsLeft })}</span>
      )}
    </div>
  );

  return (
    <article className={styles.page}>
      {watching ? (
        <section className={`${styles.stage} ${styles.playerView}`} aria-labelledby="catalog-title">
          <div className={styles.playerHeader}>
            <div>
              <p className={styles.eyebrow}>{view.eyebrow.join(' · ')}</p>
              <h1 id="catalog-title" className={styles.title}>
                {view.title}
              </h1>
            </div>
            <Link className={styles.backLink} to={location.pathname}>
              <span aria-hidden="true">←</span> {t('catalog.player.back')}
            </Link>
          </div>
          <PlayerView
            kind={view.kind}
            slugOrId={view.slugOrId}
            title={view.title}
            free={free}
            signedIn={view.signedIn}
            button={view.button}
            purchaseHref={purchaseHref}
          />
        </section>
      ) : (
        <header className={`${styles.stage} ${styles.hero}`}>
          {view.poster && (
            <div className={styles.poster}>
              <img
                src={view.poster.src}
                srcSet={view.poster.srcset || undefined}
                sizes={IMAGE_SIZES.poster}
                width={view.poster.width ?? 1200}
                height={view.poster.height ?? 675}
                alt={t('catalog.posterAlt', { title: view.title })}
                fetchPriority="high"
              />
            </div>
          )}
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{view.eyebrow.join(' · ')}</p>
            <h1 id="catalog-title" className={styles.title}>
              {view.title}
            </h1>
            {view.subtitle && <p className={styles.subtitle}>{view.subtitle}</p>}
            <dl className={styles.facts}>
              {view.facts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
            {view.countdown}
            {price}
            <div className={styles.actions}>
              {view.button && <ActionButton state={view.button} purchaseHref={purchaseHref} />}
              <PaymentTag status={view.paymentStatus} />
            </div>
            {view.paymentStatus === 'PENDING' && view.pendingOrder && (
              <div className={styles.unfinished}>
                <p>{t('catalog.unfinishedPayment')}</p>
                <UnfinishedPaymentActions
                  order={view.pendingOrder}
                  onDropped={() => navigate(purchaseHref)}
                  onChanged={view.refresh}
                />
              </div>
            )}
          </div>
        </header>
      )}

      <div className={styles.content}>
        {view.description && (
          <section aria-labelledby="catalog-description" className={styles.section}>
            <h2 id="catalog-description">{t('catalog.description')}</h2>
            {/* Staff HTML, sanitized by the server with its allow-list when it was saved. */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: view.description }} />
          </section>
        )}
        {view.additionalDescription && (
          <section aria-labelledby="catalog-additional" className={styles.section}>
            <h2 id="catalog-additional">{t('catalog.additionalDescription')}</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: view.additionalDescription }} />
          </section>
        )}
        {teaser && !watching && (
          <section aria-labelledby="catalog-teaser" className={styles.section}>
            <h2 id="catalog-teaser">{t('catalog.teaser')}</h2>
            <Teaser
              src={teaser}
              title={t('catalog.teaserTitle', { title: view.title })}
              className={`${styles.screen} ${styles.teaser}`}
            />
          </section>
        )}
        {view.gallery.length > 0 && (
          <section aria-labelledby="catalog-gallery" className={styles.section}>
            <h2 id="catalog-gallery">{t('catalog.gallery')}</h2>
            <Gallery items={view.gallery} title={view.title} />
          </section>
        )}
        {staff && !watching && (
          <div className={styles.section}>
            <Suspense fallback={null}>
              <ProductOrdersPanel kind={view.kind} id={view.id} />
            </Suspense>
          </div>
        )}
      </div>
    </article>
  );
}
