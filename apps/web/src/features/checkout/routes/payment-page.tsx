import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { itemPath, watchHref } from '@scena/shared/catalog/button';
import { eventStart, type TEventSchedule } from '@scena/shared/catalog/event-timing';
import { IMAGE_SIZES } from '@scena/shared/catalog/images';
import { formatPrice } from '@scena/shared/catalog/money';
import { vatIncluded } from '@scena/shared/commerce/pricing';
import { productTypeOfSegment, type TProductType } from '@scena/shared/commerce/product-slug';
import type { Language } from '@scena/shared/i18n/messages';
import type { TUser } from '@scena/shared/users/schemas';
import { usePublicConfig } from '@/lib/app-config';
import { formatDate, formatTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session-store';
import { Alert } from '@/ui/alert';
import { ButtonLink } from '@/ui/button';
import { QueryState } from '@/ui/query-state';
import { useDocumentTitle } from '@/ui/use-document-title';
import { useCheckoutProduct, type CheckoutProduct } from '../api/get-product';
import { PurchaseForm } from '../components/purchase-form';
import { purchaseStateOf, type PurchaseState } from '../components/purchase-state';
import styles from '../components/checkout.module.css';
import '../i18n';

/** The VAT rate until the settings arrive (product-decisions §30). */
const DEFAULT_VAT = 23;

/**
 * /platnosc/wydarzenie/{id}, /platnosc/wideo/{id} and /platnosc/{productType}/{id} (visitor-side.md §2): what is
 * bought, its price with VAT and the buyer's code, the invoice request, the terms and the consent of
 * product-decisions §29 — or, when it cannot be bought, why.
 */
export function PaymentPage({ type: fixedType }: { type?: TProductType }) {
  const { productType = '', productId = '' } = useParams();
  const type = fixedType ?? productTypeOfSegment(productType);
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.title'));
  if (!type || !/^\d{1,10}$/.test(productId)) {
    return (
      <div className={styles.page}>
        <Alert tone="warning">{t('checkout.notFound')}</Alert>
      </div>
    );
  }
  return <PaymentContent key={`${type}-${productId}`} type={type} productId={productId} />;
}

function scheduleOf(product: CheckoutProduct): TEventSchedule | null {
  if (product.type !== 'event') return null;
  const { date_from, date_to, time_from, time_to, full_day } = product.item;
  return { date_from, date_to, time_from, time_to, full_day };
}

function PaymentContent({ type, productId }: { type: TProductType; productId: string }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const language = (i18n.language === 'en' ? 'en' : 'pl') as Language;
  const query = useCheckoutProduct(type, productId, language);
  const config = usePublicConfig();
  const product = query.data;
  if (!product || !user) {
    return (
      <div className={styles.page}>
        <QueryState
          query={query}
          loadingLabel={t('checkout.loading')}
          notFoundText={t('checkout.notFound')}
          errorTitle={t('checkout.error.title')}
          errorText={t('checkout.error.text')}
        />
      </div>
    );
  }
  const state = purchaseStateOf(product, user, new Date());
  const vatRate = config?.vat_rate ?? DEFAULT_VAT;
  return (
    <div className={styles.page}>
      <h1>{t('checkout.title')}</h1>
      <div className={styles.layout}>
        <Summary
          product={product}
          state={state}
          vatRate={vatRate}
          globalValidity={config?.tickets_expiration_time ?? null}
          language={language}
        />
        <section className={styles.panel} aria-labelledby="checkout-order">
          <h2 id="checkout-order">{t(`checkout.kind.${type}`)}</h2>
          {state.unavailable ? (
            <Unavailable product={product} state={state} />
          ) : (
            <>
              {state.code === null && state.amount > 0 && (
                <p className={styles.note}>
                  {t('checkout.haveCode')} <a href={`${paths.account}#kody`}>{t('checkout.activateCode')}</a>
                </p>
              )}
              <PurchaseForm
                type={type}
                productId={product.item.id}
                buyer={buyerOf(user)}
                payLabel={
                  state.amount === 0
                    ? t('checkout.getAccess')
                    : t('checkout.pay', { price: formatPrice(state.amount, language) })
                }
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

function buyerOf(user: TUser) {
  return { firstname: user.firstname, lastname: user.lastname };
}

function Summary({
  product,
  state,
  vatRate,
  globalValidity,
  language,
}: {
  product: CheckoutProduct;
  state: PurchaseState;
  vatRate: number;
  /** The global ticket validity in hours, for a video without its own. */
  globalValidity: number | null;
  language: Language;
}) {
  const { t } = useTranslation();
  const schedule = scheduleOf(product);
  const start = schedule ? eventStart(schedule) : null;
  const poster = product.item.main_image;
  const validity = product.type === 'video' ? (product.item.tickets_expiration_time ?? globalValidity) : null;
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className="visually-hidden">
        {t('checkout.summary')}
      </h2>
      {poster ? (
        <img
          className={styles.poster}
          src={poster.url}
          srcSet={poster.srcset || undefined}
          sizes={IMAGE_SIZES.checkout}
          width={poster.width}
          height={poster.height}
          alt=""
        />
      ) : null}
      <p className={styles.eyebrow}>{t(`checkout.kind.${product.type}`)}</p>
      <p className={styles.productTitle}>{product.item.title}</p>
      <dl className={styles.facts}>
        {start && (
          <div>
            <dt>{t('checkout.when')}</dt>
            <dd>
              {formatDate(start)}, {formatTime(start)}
            </dd>
          </div>
        )}
        {validity !== null && (
          <div>
            <dt>{t('checkout.rental')}</dt>
            <dd>
              {validity === 0
                ? t('checkout.rentalUnlimited')
                : t('checkout.rentalHours', { count: validity })}
            </dd>
          </div>
        )}
        {product.type === 'event' && typeof product.item.ticketsLeft === 'number' && (
          <div>
            <dt>{t('checkout.ticketsLeft', { count: product.item.ticketsLeft })}</dt>
          </div>
        )}
        {state.code !== null && (
          <>
            <div>
              <dt>{t('checkout.priceBefore')}</dt>
              <dd>
                <s>{formatPrice(state.price, language)}</s>
              </dd>
            </div>
            <div>
              <dt>{t('checkout.codeApplied', { code: state.code })}</dt>
              <dd>−{formatPrice(state.price - state.amount, language)}</dd>
            </div>
          </>
        )}
      </dl>
      <p className={styles.total}>
        <span>{t('checkout.toPay')}</span>
        <strong>{state.amount === 0 ? t('checkout.free') : formatPrice(state.amount, language)}</strong>
      </p>
      {state.amount > 0 && (
        <p className={styles.note}>
          {t('checkout.vat', {
            rate: vatRate,
            amount: formatPrice(vatIncluded(state.amount, vatRate), language),
          })}
        </p>
      )}
    </section>
  );
}

function Unavailable({ product, state }: { product: CheckoutProduct; state: PurchaseState }) {
  const { t } = useTranslation();
  const path = itemPath(product.type, product.item);
  const reason = state.unavailable!;
  return (
    <div className={styles.unavailable}>
      <Alert tone={reason === 'access_held' ? 'info' : 'warning'} title={t('checkout.unavailable.title')}>
        <p>{t(`checkout.unavailable.${reason}`)}</p>
      </Alert>
      <div className={styles.actions}>
        {reason === 'access_held' ? (
          <ButtonLink to={watchHref(path)}>{t('checkout.watch')}</ButtonLink>
        ) : (
          <ButtonLink to={path}>{t('checkout.backToProduct')}</ButtonLink>
        )}
        {reason === 'payment_pending' && (
          <ButtonLink variant="secondary" to={paths.account}>
            {t('checkout.myOrders')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
