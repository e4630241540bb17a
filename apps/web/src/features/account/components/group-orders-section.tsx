import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useGroupOrders } from '../api/get-group-orders';
import { MadeCodesOrders } from './made-codes-orders';
import styles from './account.module.css';
import own from './made-codes-orders.module.css';

/**
 * "Bilety grupowe" on the account page (visitor-side.md §2): the group tickets the user bought, each with how
 * many tickets and the single-use codes it made, one per person (product-decisions §26).
 */
export function GroupOrdersSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const orders = useGroupOrders(userId);
  return (
    <MadeCodesOrders
      kind="group_ticket"
      title={t('account.groupOrders.title')}
      orders={orders}
      empty={
        <>
          <p className={styles.empty}>{t('account.groupOrders.empty')}</p>
          <p className={own.emptyAction}>
            {t('account.groupOrders.how')} <a href={paths.home}>{t('account.groupOrders.browse')}</a>
          </p>
        </>
      }
      facts={(order) => (
        <div>
          <dt>{t('account.groupOrders.quantity')}</dt>
          <dd>
            {order.one_free
              ? t('account.groupOrders.quantityOneFree', { count: order.product_quantity })
              : order.product_quantity}
          </dd>
        </div>
      )}
    />
  );
}
