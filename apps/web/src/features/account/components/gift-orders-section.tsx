import { useTranslation } from 'react-i18next';
import { isPaymentPending } from '@scena/shared/catalog/payment-status';
import { useGiftOrders } from '../api/get-gift-orders';
import { MadeCodesOrders } from './made-codes-orders';
import styles from './account.module.css';
import own from './made-codes-orders.module.css';

/** Where gifts are bought: the home page's gift block (shown while gifts are offered). */
const GIFT_BLOCK_HREF = '/#prezent';

/**
 * "Prezenty" on the account page (visitor-side.md §2): the gifts the user bought, each with its code, to whom
 * it went and whether the code was mailed to the recipient.
 */
export function GiftOrdersSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const orders = useGiftOrders(userId);
  return (
    <MadeCodesOrders
      kind="gift"
      title={t('account.giftOrders.title')}
      orders={orders}
      empty={
        <>
          <p className={styles.empty}>{t('account.giftOrders.empty')}</p>
          <p className={own.emptyAction}>
            <a href={GIFT_BLOCK_HREF}>{t('account.giftOrders.buy')}</a>
          </p>
        </>
      }
      facts={(order) => {
        if (!order.gift) return null;
        const { recipient_name, recipient_email } = order.gift;
        const mailed = order.codes.length > 0;
        const waiting = isPaymentPending(order.status) || order.status === 'NOT_STARTED';
        let delivery: string | null = null;
        if (mailed)
          delivery = recipient_email
            ? t('account.giftOrders.mailed', { email: recipient_email })
            : t('account.giftOrders.notMailed');
        else if (recipient_email && waiting)
          delivery = t('account.giftOrders.willMail', { email: recipient_email });
        return (
          <>
            {recipient_name && (
              <div>
                <dt>{t('account.giftOrders.recipient')}</dt>
                <dd className={styles.breakable}>{recipient_name}</dd>
              </div>
            )}
            {delivery && (
              <div>
                <dt>{t('account.giftOrders.delivery')}</dt>
                <dd className={styles.breakable}>{delivery}</dd>
              </div>
            )}
          </>
        );
      }}
    />
  );
}
