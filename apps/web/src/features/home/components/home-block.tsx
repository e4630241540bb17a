import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { MediaCardSkeleton } from '@/ui/media-card';
import styles from './home.module.css';

/** One block of the home page: a section named by its <h2>. */
export function HomeBlock({ title, id, children }: { title: ReactNode; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} id={id}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{title}</h2>
      </div>
      {children}
    </section>
  );
}

/** The cards' grid: 1, 2, then 3 columns (IMAGE_SIZES.card follows it). */
export function CardGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={[styles.grid, className].filter(Boolean).join(' ')}>{children}</ul>;
}

/** Three card shapes while a list loads; the wait itself is announced once, in words. */
export function GridSkeleton({ label }: { label: string }) {
  return (
    <div>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div className={styles.grid}>
        <MediaCardSkeleton />
        <MediaCardSkeleton />
        <MediaCardSkeleton />
      </div>
    </div>
  );
}

export function BlockError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="error"
      action={
        <div className={styles.retry}>
          <Button variant="secondary" onClick={onRetry}>
            {t('home.retry')}
          </Button>
        </div>
      }
    >
      <p>{t('home.error')}</p>
    </Alert>
  );
}

/** "New events/videos soon" (visitor-side.md §2): an empty list says so instead of leaving a gap. */
export function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p>{children}</p>
    </div>
  );
}
