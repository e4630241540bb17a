import { useTranslation } from 'react-i18next';
import { useRepertoire } from '../api/get-events';
import { EventCard } from './event-card';
import { BlockError, CardGrid, EmptyMessage, GridSkeleton, HomeBlock } from './home-block';

/**
 * The repertoire block (view_eventslist): current and future events. An administrator's list also holds the
 * unpublished and dashboard-hidden events, each labelled in words (admin-content.md §4).
 */
export function RepertoireBlock({ asAdmin, eagerCount }: { asAdmin: boolean; eagerCount: number }) {
  const { t } = useTranslation();
  const query = useRepertoire(asAdmin);
  return (
    <HomeBlock title={t('home.repertoire.title')}>
      {query.isPending ? (
        <GridSkeleton label={t('home.repertoire.loading')} />
      ) : query.isError ? (
        <BlockError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyMessage>{t('home.repertoire.empty')}</EmptyMessage>
      ) : (
        <CardGrid>
          {query.data.map((event, position) => (
            <li key={event.id}>
              <EventCard event={event} eager={position < eagerCount} adminLabels={asAdmin} markFestival />
            </li>
          ))}
        </CardGrid>
      )}
    </HomeBlock>
  );
}
