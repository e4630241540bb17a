import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './alert.module.css';

type Tone = 'info' | 'success' | 'warning' | 'error';

const ICON: Record<Tone, string> = { info: 'i', success: '✓', warning: '!', error: '×' };

/** A message block: tone by colour and by icon (never colour alone); errors are announced at once. */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className={styles.icon} aria-hidden="true">
        {ICON[tone]}
      </span>
      <div className={styles.body}>
        {title && <div className={styles.title}>{title}</div>}
        {children}
        {action}
      </div>
    </div>
  );
}

/** A part of a page that could not be loaded: what failed, and a retry (common.retry). */
export function RetryAlert({
  text,
  onRetry,
  retrying,
  tone = 'error',
}: {
  text: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  tone?: Tone;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      tone={tone}
      action={
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    >
      <p>{text}</p>
    </Alert>
  );
}
