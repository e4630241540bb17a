import { useTranslation } from 'react-i18next';
import { countdownParts, formatCountdownClock } from '@scena/shared/catalog/countdown';
import styles from './catalog.module.css';

/**
 * A running countdown (visitor-side.md §4): whole days above 24 hours, otherwise H:MM:SS. The clock itself is
 * not a live region (a screen reader would read it every second); the label says what it counts to.
 */
export function Countdown({ label, target, now }: { label: string; target: Date; now: Date }) {
  const { t } = useTranslation();
  const parts = countdownParts(target, now);
  const value =
    parts.kind === 'days' ? t('catalog.countdown.days', { count: parts.days }) : formatCountdownClock(parts);
  return (
    <p className={styles.countdown}>
      <span className={styles.countdownLabel}>{label}</span>{' '}
      <span className={styles.countdownValue} data-testid="countdown-value">
        {value}
      </span>
    </p>
  );
}
