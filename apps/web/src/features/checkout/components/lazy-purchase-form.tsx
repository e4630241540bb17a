import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/ui/feedback';
import styles from './checkout.module.css';

// The form brings react-hook-form (its schemas come on the buyer's first action): fetched as soon as the page's code runs, but
// not waited for, so what is bought (and its picture, the page's largest paint) shows while the form arrives.
const formModule = import('./purchase-form');
const PurchaseForm = lazy(() => formModule.then((module) => ({ default: module.PurchaseForm })));

/** The purchase form, with a placeholder of its height until its code has arrived. */
export function LazyPurchaseForm(props: ComponentProps<typeof PurchaseForm>) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className={styles.formPlaceholder}>
          <Loading label={t('checkout.loading')} />
        </div>
      }
    >
      <PurchaseForm {...props} />
    </Suspense>
  );
}
