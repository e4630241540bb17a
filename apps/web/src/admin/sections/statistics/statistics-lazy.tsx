import { lazy, Suspense } from 'react';
import { LoadingBlock } from '../../ui/settings-card';
import './i18n';

const StatisticsSection = lazy(() => import('./statistics-section'));

/** The statistics screen, fetched when opened: recharts stays out of the rest of the back-office. */
export function LazyStatisticsSection() {
  return (
    <Suspense fallback={<LoadingBlock label="admin.statistics.loading" rows={8} />}>
      <StatisticsSection />
    </Suspense>
  );
}
