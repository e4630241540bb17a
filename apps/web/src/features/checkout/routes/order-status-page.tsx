import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_SEGMENT, watchHref } from '@scena/shared/site/site-paths';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import { isPaymentPending, paymentStatusTag } from '@scena/shared/catalog/payment-status';
import {
  isConfirmationOverdue,
  isPaymentResumable,
  PAYMENT_CONFIRMATION_WAIT_MS,
} from '@scena/shared/commerce/unfinished-payment';
import type { Language } from '@scena/shared/i18n/messages';
import { formatDateTime } from '@/lib/format';
import { paths, purchaseAgainPath } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { Loading } from '@/ui/feedback';
import { Result } from '@/ui/result';
import { UnfinishedPaymentActions } from '@/ui/unfinished-payment';
import { useDocumentTitle } from '@/ui/use-document-title';
import { useOrder, type OrderSource, type TStatusOrder } from '../api/get-order';
import styles from '../components/checkout.module.css';
import detailStyles from '../components/made-codes-details.module.css';
import { MadeCodesDetails } from '../components/made-codes-details';
import '../i18n';

type Outcome = 'completed' | 'pending' | 'failed' | 'canceled' | 'refunding' | 'refunded';

/**
 * What the page says: the status in the database decides (the buyer's return from PayU proves nothing); a
 * return with error=501 is a failure only while the order has not been paid after all.
 */
function outcomeOf(order: TStatusOrder, declined: boolean): Outcome {
  if (order.status === 'COMPLETED') return 'completed';
  if (order.status === 'REFUNDED') return 'refunded';
  if (order.status === 'WAITING_FOR_REFUND') return 'refunding';
  if (order.status === 'CANCELED') return declined ? 'failed' : 'canceled';
  if (declined) return 'failed';
  return 'pending';
}

/** The route's segment (/status-zamowienia/{segment}/…) → the read that answers the order. */
const SOURCE_OF_SEGMENT: Record<string, OrderSource> = {
  [ORDER_STATUS_SEGMENT.gift]: 'gift',
  [ORDER_STATUS_SEGMENT.group_ticket]: 'group_ticket',
};

/**
 * /status-zamowienia/{wydarzenie|wideo|prezent|bilet-grupowy}/{extOrderId} (visitor-side.md §2): the order's
 * status, asked again every few seconds while the payment is in progress and announced politely once per
 * change; a failure offers a retry; an unknown order is a generic error. An unfinished payment can be resumed on
 * PayU's page or dropped and bought again, and after a minute the page stops promising a quick confirmation. A
 * paid gift or group ticket shows the codes it made and how to use them (a group's also as a CSV file).
 */
export function OrderStatusPage({ segment }: { segment?: string }) {
  const source = SOURCE_OF_SEGMENT[segment ?? ''] ?? 'payment';
  const { extOrderId = '' } = useParams();
  const [params] = useSearchParams();
  const { t, i18n } = useTranslation();
  const language = (i18n.language === 'en' ? 'en' : 'pl') as Language;
  useDocumentTitle(t('order.title'));
  const navigate = useNavigate();
  const query = useOrder(extOrderId, source);
  const order = query.data;
  const announcement = useAnnouncement(order?.status);
  const overdue = useConfirmationOverdue(order);

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
  const forOthers = source === 'gift' || source === 'group_ticket' ? source : null;
  const anyProduct = forOthers === 'gift' && order.event_id === null && order.video_id === null;
  const codes = order.codes ?? [];
  const retryHref = purchaseAgainPath(order, source);
  const tag = paymentStatusTag(order.status);
  const amount = zlotyToGrosze(order.amount) ?? 0;
  /** A gift's or a group ticket's own wording where it has one, else the order's. */
  const text = (key: string) => (forOthers ? t([`${key}.${forOthers}`, key]) : t(key));
  const actions =
    outcome === 'completed' && forOthers ? (
      <>
        <ButtonLink to={paths.account}>{t('order.toAccount')}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.home}>
          {t('order.toHome')}
        </ButtonLink>
      </>
    ) : outcome === 'completed' ? (
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
    ) : order.status === 'PENDING' ? (
      <>
        <UnfinishedPaymentActions
          order={order}
          onDropped={() => navigate(retryHref)}
          onChanged={() => void query.refetch()}
        />
        <ButtonLink variant="ghost" to={paths.account}>
          {t('order.toAccount')}
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
  const pendingText = !overdue
    ? 'order.pending.text'
    : isPaymentResumable(order, new Date())
      ? 'order.pending.overdue'
      : 'order.pending.overdueNoLink';

  return (
    <div className={styles.page}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <Result
        tone={
          outcome === 'completed'
            ? 'info'
            : outcome === 'pending' || outcome === 'refunding'
              ? 'warning'
              : 'error'
        }
        title={text(`order.${outcome}.title`)}
        actions={actions}
      >
        <p>{text(outcome === 'pending' ? pendingText : `order.${outcome}.text`)}</p>
        {outcome === 'pending' && <Loading label={t('order.loading')} />}
        <dl className={styles.orderFacts}>
          <div>
            <dt>{t('order.product')}</dt>
            <dd>{anyProduct ? t('order.gift.anyProduct') : order.title}</dd>
          </div>
          {forOthers === 'group_ticket' && (
            <div>
              <dt>{t('order.group.quantity')}</dt>
              <dd>
                {order.one_free
                  ? t('order.group.quantityOneFree', { count: order.product_quantity })
                  : order.product_quantity}
              </dd>
            </div>
          )}
          {forOthers === 'gift' && order.gift && (
            <GiftFacts gift={order.gift} codesMade={codes.length > 0} waiting={outcome === 'pending'} />
          )}
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
        {forOthers && codes.length > 0 && (
          <MadeCodesDetails
            kind={forOthers}
            extOrderId={order.extOrderId}
            codes={codes}
            anyProduct={anyProduct}
            usable={outcome === 'completed'}
          />
        )}
      </Result>
    </div>
  );
}

/**
 * A gift's recipient and message (each may be empty), and whether the code went to the recipient by e-mail (or
 * will, once a payment in progress is confirmed).
 */
function GiftFacts({
  gift,
  codesMade,
  waiting,
}: {
  gift: NonNullable<TStatusOrder['gift']>;
  codesMade: boolean;
  waiting: boolean;
}) {
  const { t } = useTranslation();
  let delivery: ReactNode = null;
  if (codesMade)
    delivery = gift.recipient_email
      ? t('order.gift.sent', { email: gift.recipient_email })
      : t('order.gift.notSent');
  else if (gift.recipient_email && waiting)
    delivery = t('order.gift.willSend', { email: gift.recipient_email });
  return (
    <>
      {gift.recipient_name && (
        <div>
          <dt>{t('order.gift.recipient')}</dt>
          <dd>{gift.recipient_name}</dd>
        </div>
      )}
      {delivery && (
        <div>
          <dt>{t('order.gift.delivery')}</dt>
          <dd>{delivery}</dd>
        </div>
      )}
      {gift.message && (
        <div>
          <dt>{t('order.gift.message')}</dt>
          <dd className={detailStyles.message}>{gift.message}</dd>
        </div>
      )}
    </>
  );
}

/**
 * Whether the order has waited for its confirmation longer than usual (isConfirmationOverdue); turns true by
 * itself when that minute passes, whether or not the order's answer changes meanwhile.
 */
function useConfirmationOverdue(order: TStatusOrder | undefined): boolean {
  const [now, setNow] = useState(() => new Date());
  const overdue = order ? isConfirmationOverdue(order, now) : false;
  const createdAt = order?.status === 'PENDING' ? order.created_at : null;
  useEffect(() => {
    if (!createdAt || overdue) return;
    const wait = Date.parse(createdAt) + PAYMENT_CONFIRMATION_WAIT_MS - Date.now();
    const timer = setTimeout(() => setNow(new Date()), Math.max(0, wait) + 100);
    return () => clearTimeout(timer);
  }, [createdAt, overdue]);
  return overdue;
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
