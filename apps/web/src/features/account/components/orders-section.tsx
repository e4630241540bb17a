import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { watchHref } from '@scena/shared/site/site-paths';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import { paymentStatusTag } from '@scena/shared/catalog/payment-status';
import type { TOrder } from '@scena/shared/commerce/orders';
import type { Language } from '@scena/shared/i18n/messages';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { RetryAlert } from '@/ui/alert';
import { Loading } from '@/ui/feedback';
import { UnfinishedPaymentActions } from '@/ui/unfinished-payment';
import { useOrders } from '../api/get-orders';
import styles from './account.module.css';

/**
 * The account's orders of one kind (visitor-side.md §2: orders and video orders): what, status in words and an
 * icon, amount, dates, a rental's end, the order page, "watch" while it gives access, and for a payment under way
 * the ways back to it or out of it.
 */
export function OrdersSection({ userId, kind }: { userId: number; kind: 'event' | 'video' }) {
  const { t, i18n } = useTranslation();
  const language = (i18n.language === 'en' ? 'en' : 'pl') as Language;
  const headingId = useId();
  const orders = useOrders(userId, kind);

  let body: React.ReactNode;
  if (orders.isPending) body = <Loading label={t('account.orders.loading')} />;
  else if (orders.isError)
    body = (
      <RetryAlert
        text={t('account.orders.fetchError')}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  else if (orders.data.length === 0)
    body = <p className={styles.empty}>{t(`account.orders.empty.${kind}`)}</p>;
  else
    body = (
      <ul className={styles.cards}>
        {orders.data.map((order) => (
          <OrderCard
            key={order.extOrderId}
            order={order}
            kind={kind}
            language={language}
            refresh={() => void orders.refetch()}
          />
        ))}
      </ul>
    );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`account.orders.title.${kind}`)}</h2>
      {body}
    </section>
  );
}

function OrderCard({
  order,
  kind,
  language,
  refresh,
}: {
  order: TOrder;
  kind: 'event' | 'video';
  language: Language;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const productId = order.event_id ?? order.video_id;
  const tag = paymentStatusTag(order.status);
  const rentalEnded = order.expiration_date !== null && new Date(order.expiration_date) <= new Date();
  const watchable = order.status === 'COMPLETED' && order.product_path && !rentalEnded;
  return (
    <li className={styles.itemCard}>
      <div className={styles.itemHead}>
        {order.product_path ? (
          <a className={styles.itemTitle} href={order.product_path}>
            {order.title}
          </a>
        ) : (
          <span className={styles.itemTitle}>{order.title}</span>
        )}
        {tag && (
          <span className={styles[`status_${tag.tone}`]}>
            <span aria-hidden="true">{STATUS_ICON[tag.icon]} </span>
            {t(tag.labelKey)}
          </span>
        )}
      </div>
      <dl className={styles.itemFacts}>
        <div>
          <dt>{t('account.orders.amount')}</dt>
          <dd>{formatPrice(zlotyToGrosze(order.amount) ?? 0, language)}</dd>
        </div>
        <div>
          <dt>{t('account.orders.date')}</dt>
          <dd>{formatDateTime(order.created_at)}</dd>
        </div>
        {order.starts_at && (
          <div>
            <dt>{t('account.orders.when')}</dt>
            <dd>{formatDateTime(order.starts_at)}</dd>
          </div>
        )}
        {kind === 'video' && order.status === 'COMPLETED' && (
          <div>
            <dt>{t('account.orders.rentalEnd')}</dt>
            <dd>
              {order.expiration_date
                ? formatDateTime(order.expiration_date)
                : t(order.used ? 'account.orders.noEnd' : 'account.orders.notStarted')}
            </dd>
          </div>
        )}
        {order.code && (
          <div>
            <dt>{t('account.orders.code')}</dt>
            <dd>{order.code}</dd>
          </div>
        )}
        <div>
          <dt>{t('account.orders.number')}</dt>
          <dd className={styles.breakable}>{order.extOrderId}</dd>
        </div>
      </dl>
      {order.status === 'PENDING' && (
        <div className={styles.unfinished}>
          <UnfinishedPaymentActions
            order={order}
            label={order.title}
            onDropped={() => (productId === null ? refresh() : navigate(paths.payment(kind, productId)))}
            onChanged={refresh}
          />
        </div>
      )}
      <div className={styles.actions}>
        {watchable && (
          <a className={styles.linkButton} href={watchHref(order.product_path!)}>
            {t('account.orders.watch')}
            <span className="visually-hidden">: {order.title}</span>
          </a>
        )}
        <a href={paths.orderStatus(kind, order.extOrderId)}>
          {t('account.orders.details')}
          <span className="visually-hidden">: {order.title}</span>
        </a>
      </div>
    </li>
  );
}

const STATUS_ICON: Record<string, string> = { hourglass: '⌛', check: '✓', x: '✕', undo: '↺', alert: '!' };
