import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { watchHref } from '@scena/shared/catalog/button';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import { isPaymentPending, paymentStatusTag } from '@scena/shared/catalog/payment-status';
import { PRODUCT_PATH_SEGMENT } from '@scena/shared/commerce/product-slug';
import type { TOrder } from '@scena/shared/commerce/orders';
import type { Language } from '@scena/shared/i18n/messages';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { Loading } from '@/ui/feedback';
import { Result } from '@/ui/result';
import { useDocumentTitle } from '@/ui/use-document-title';
import { useOrder } from '../api/get-order';
import styles from '../components/checkout.module.css';
import '../i18n';

type Outcome = 'completed' | 'pending' | 'failed' | 'canceled' | 'refunded';

/**
 * What the page says: the status in the database decides (the buyer's return from PayU proves nothing); a
 * return with error=501 is a failure only while the order has not been paid after all.
 */
function outcomeOf(order: TOrder, declined: boolean): Outcome {
  if (order.status === 'COMPLETED') return 'completed';
  if (order.status === 'REFUNDED') return 'refunded';
  if (order.status === 'CANCELED') return declined ? 'failed' : 'canceled';
  if (declined) return 'failed';
  return 'pending';
}

/**
 * /status-zamowienia/wydarzenie/{extOrderId} and /status-zamowienia/wideo/{extOrderId} (visitor-side.md §2): the
 * order's status, asked again every few seconds while the payment is in progress and announced politely once
 * per change; a failure offers a retry; an unknown order is a generic error.
 */
export function OrderStatusPage() {
  const { extOrderId = '' } = useParams();
  const [params] = useSearchParams();
  const { t, i18n } = useTranslation();
  const language = (i18n.language === 'en' ? 'en' : 'pl') as Language;
  useDocumentTitle(t('order.title'));
  const query = useOrder(extOrderId);
  const order = query.data;
  const announcement = useAnnouncement(order?.status);

  if (!order) {
    if (query.isPending) return <Loading label={t('order.loading')} />;
    return (
      <div className={styles.page}>
        <Result
          tone="error"
          title={t('order.unknown.title')}
          actions={
            <>
              <ButtonLink to={paths.account}>{t('order.toAccount')}</ButtonLink>
              <ButtonLink variant="secondary" to={paths.home}>
                {t('order.toHome')}
              </ButtonLink>
            </>
          }
        >
          <p>{t('order.unknown.text')}</p>
        </Result>
      </div>
    );
  }

  const outcome = outcomeOf(order, params.get('error') === '501');
  const productType = order.productType === 'video' ? 'video' : 'event';
  const retryHref =
    (order.event_id ?? order.video_id)
      ? `/platnosc/${PRODUCT_PATH_SEGMENT[productType]}/${order.event_id ?? order.video_id}`
      : paths.home;
  const tag = paymentStatusTag(order.status);
  const amount = zlotyToGrosze(order.amount) ?? 0;
  const actions =
    outcome === 'completed' ? (
      <>
        {order.product_path && (
          <ButtonLink to={productType === 'video' ? watchHref(order.product_path) : order.product_path}>
            {productType === 'video' ? t('order.toVideo') : t('order.toProduct')}
          </ButtonLink>
        )}
        <ButtonLink variant="secondary" to={paths.account}>
          {t('order.toAccount')}
        </ButtonLink>
      </>
    ) : outcome === 'failed' || outcome === 'canceled' ? (
      <>
        <ButtonLink to={retryHref}>{t('order.retry')}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.home}>
          {t('order.toHome')}
        </ButtonLink>
      </>
    ) : (
      <>
        <ButtonLink variant="secondary" to={paths.account}>
          {t('order.toAccount')}
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.home}>
          {t('order.toHome')}
        </ButtonLink>
      </>
    );

  return (
    <div className={styles.page}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <Result
        tone={outcome === 'completed' ? 'info' : outcome === 'pending' ? 'warning' : 'error'}
        title={t(`order.${outcome}.title`)}
        actions={actions}
      >
        <p>{t(`order.${outcome}.text`)}</p>
        {outcome === 'pending' && <Loading label={t('order.loading')} />}
        <dl className={styles.orderFacts}>
          <div>
            <dt>{t('order.product')}</dt>
            <dd>{order.title}</dd>
          </div>
          <div>
            <dt>{t('order.amount')}</dt>
            <dd>{formatPrice(amount, language)}</dd>
          </div>
          <div>
            <dt>{t('order.number')}</dt>
            <dd className={styles.mono}>{order.extOrderId}</dd>
          </div>
          <div>
            <dt>{t('order.date')}</dt>
            <dd>{formatDateTime(order.created_at)}</dd>
          </div>
          {tag && (
            <div>
              <dt>{t('order.status')}</dt>
              <dd data-status={order.status}>{t(tag.labelKey)}</dd>
            </div>
          )}
        </dl>
      </Result>
    </div>
  );
}

/** The status in words, set once per change of status (a live region read politely, not at every poll). */
function useAnnouncement(status: string | undefined): string {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const last = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!status || status === last.current) return;
    last.current = status;
    const key = isPaymentPending(status) ? 'PENDING' : status;
    setText(t(`order.announce.${key}`, { defaultValue: '' }));
  }, [status, t]);
  return text;
}
