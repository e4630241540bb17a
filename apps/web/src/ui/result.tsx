import type { ReactNode } from 'react';
import styles from './result.module.css';

type Tone = 'info' | 'warning' | 'error';

const ICON: Record<Tone, string> = { info: 'i', warning: '!', error: '×' };

/**
 * A whole-page outcome (not found, error, a notice): an icon that is not colour alone, the page's one <h1>,
 * a short text and the ways out.
 */
export function Result({
  tone = 'info',
  code,
  title,
  children,
  actions,
}: {
  tone?: Tone;
  /** A short label above the title, e.g. "404". */
  code?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={`${styles.result} ${styles[tone]}`}>
      <span className={styles.icon} aria-hidden="true">
        {ICON[tone]}
      </span>
      {code && <p className={styles.code}>{code}</p>}
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
