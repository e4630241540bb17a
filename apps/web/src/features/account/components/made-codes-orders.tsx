import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPrice, zlotyToGrosze } from '@scena/shared/catalog/money';
import { isPaymentPending, paymentStatusTag } from '@scena/shared/catalog/payment-status';
import type { TOrderWithCodes } from '@scena/shared/commerce/orders';
import type { Language } from '@scena/shared/i18n/messages';
import { orderStatusPath } from '@scena/shared/site/site-paths';
import { formatDateTime } from '@/lib/format';
import { purchaseAgainPath } from '@/lib/paths';
import { RetryAlert } from '@/ui/alert';
import { Loading } from '@/ui/feedback';
import { MadeCodesList, madeCodeState } from '@/ui/made-codes';
import { UnfinishedPaymentActions } from '@/ui/unfinished-payment';
import styles from './account.module.css';
import own from './made-codes-orders.module.css';

export type MadeCodesKind = 'gift' | 'group_ticket';

const STATUS_ICON: Record<string, string> = { hourglass: '⌛', check: '✓', x: '✕', undo: '↺', alert: '!' };

/**
 * A section of the account page listing gifts or group tickets (visitor-side.md §2 account page): each order with
 * its date, product, amount and status, its codes behind a disclosure (state in words, copy buttons), for a
 * payment under way the ways back to it or out of it, and a link to its status page; loading, error and empty
 * states like the orders' sections.
 */
export function MadeCodesOrders({
  kind,
  title,
  orders,
  empty,
  facts,
}: {
  kind: MadeCodesKind;
  title: string;
  orders: UseQueryResult<TOrderWithCodes[]>;
  /** What an empty list says, with the way to buy. */
  empty: ReactNode;
  /** The kind's own facts of an order (<div><dt/><dd/></div> rows). */
  facts: (order: TOrderWithCodes) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();

  let body: ReactNode;
  if (orders.isPending) body = <Loading label={t('account.orders.loading')} />;
  else if (orders.isError)
    body = (
      <RetryAlert
        text={t('account.orders.fetchError')}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  else if (orders.data.length === 0) body = empty;
  else
    body = (
      <ul className={styles.cards}>
        {orders.data.map((order) => (
          <MadeCodesOrderCard
            key={order.extOrderId}
            kind={kind}
            order={order}
            facts={facts(order)}
            refresh={() => void orders.refetch()}
          />
        ))}
      </ul>
    );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {body}
    </section>
  );
}

function MadeCodesOrderCard({
  kind,
  order,
  facts,
  refresh,
}: {
  kind: MadeCodesKind;
  order: TOrderWithCodes;
  facts: ReactNode;
  refresh: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = (i18n.language === 'en' ? 'en' : 'pl') as Language;
  const tag = paymentStatusTag(order.status);
  const anyProduct = order.event_id === null && order.video_id === null;
  const productTitle = anyProduct ? t('account.madeCodes.anyProduct') : order.title;
  const unused = order.codes.filter((code) => madeCodeState(code) === 'unused').length;
  const waiting = isPaymentPending(order.status) || order.status === 'NOT_STARTED';
  return (
    <li className={styles.itemCard}>
      <div className={styles.itemHead}>
        {order.product_path ? (
          <a className={styles.itemTitle} href={order.product_path}>
            {productTitle}
          </a>
        ) : (
          <span className={styles.itemTitle}>{productTitle}</span>
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
        {facts}
        <div>
          <dt>{t('account.orders.number')}</dt>
          <dd className={styles.breakable}>{order.extOrderId}</dd>
        </div>
      </dl>
      {order.codes.length > 0 ? (
        <details className={own.disclosure}>
          <summary>
            {t('account.madeCodes.summary', { count: order.codes.length, unused })}
            <span className="visually-hidden">: {productTitle}</span>
          </summary>
          <MadeCodesList
            codes={order.codes}
            label={t('account.madeCodes.listLabel', { title: productTitle })}
          />
        </details>
      ) : (
        waiting && <p className={styles.note}>{t('account.madeCodes.waiting')}</p>
      )}
      {order.status === 'PENDING' && (
        <div className={styles.unfinished}>
          <UnfinishedPaymentActions
            order={order}
            label={productTitle}
            onDropped={() => navigate(purchaseAgainPath(order, kind))}
            onChanged={refresh}
          />
        </div>
      )}
      <div className={styles.actions}>
        <a href={orderStatusPath(kind, order.extOrderId)}>
          {t('account.orders.details')}
          <span className="visually-hidden">: {productTitle}</span>
        </a>
      </div>
    </li>
  );
}
