import type { ReactNode } from 'react';
import styles from './stage-curtain.module.css';

/**
 * A theatre stage drawn in CSS alone (no image to load): a valance, two drapes tied back and a spotlight on the
 * boards. The drapes are decoration, hidden from assistive technology; the children stand centre stage.
 */
export function StageCurtain({ children, compact }: { children: ReactNode; compact?: boolean }) {
  return (
    <div className={`${styles.stage} ${compact ? styles.compact : ''}`}>
      <div className={`${styles.drape} ${styles.left}`} aria-hidden="true" />
      <div className={`${styles.drape} ${styles.right}`} aria-hidden="true" />
      <div className={styles.valance} aria-hidden="true" />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
