import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import styles from './auth-layout.module.css';

/** A mailed link's check that failed for another reason than the link (network, server): say so, offer a retry. */
export function CallFailure({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert tone="error">{error?.message ?? t('error.internal')}</Alert>
      <div className={styles.actions}>
        <Button block onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    </>
  );
}
