import { useTranslation } from 'react-i18next';
import { purchaseRefusalKey } from '@scena/shared/commerce/purchase-refusals';
import { itemPath, watchHref } from '@scena/shared/site/site-paths';
import { paths } from '@/lib/paths';
import { Alert } from '@/ui/alert';
import { ButtonLink } from '@/ui/button';
import { UnfinishedPaymentActions } from '@/ui/unfinished-payment';
import type { CheckoutProduct } from '../api/get-product';
import type { PurchaseState } from './purchase-state';
import styles from './checkout.module.css';

/**
 * Why the buyer cannot buy it for themselves, and where to go instead; with their own payment under way, the ways
 * back to it or out of it (a drop reads the product again, and the form comes back).
 */
export function PurchaseUnavailable({
  product,
  state,
  refresh,
}: {
  product: CheckoutProduct;
  state: PurchaseState;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  const path = itemPath(product.type, product.item);
  const reason = state.unavailable!;
  const pending = reason === 'payment_pending' && product.item.paymentStatus === 'PENDING';
  return (
    <div className={styles.unavailable}>
      <Alert tone={reason === 'access_held' ? 'info' : 'warning'} title={t('checkout.unavailable.title')}>
        <p>{t(pending ? 'checkout.unavailable.unfinished' : purchaseRefusalKey(reason))}</p>
      </Alert>
      {pending && product.item.pendingOrder && (
        <UnfinishedPaymentActions order={product.item.pendingOrder} onDropped={refresh} onChanged={refresh} />
      )}
      <div className={styles.actions}>
        {reason === 'access_held' ? (
          <ButtonLink to={watchHref(path)}>{t('checkout.watch')}</ButtonLink>
        ) : (
          <ButtonLink variant={pending ? 'secondary' : 'primary'} to={path}>
            {t('checkout.backToProduct')}
          </ButtonLink>
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
