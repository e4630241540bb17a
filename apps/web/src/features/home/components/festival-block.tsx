import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExternalConfig } from '@/lib/app-config';
import { useFestivalEvents } from '../api/get-events';
import { useLanguage } from '../api/query-keys';
import { festivalList, warsawDateDaysAgo } from '../home-rules';
import { EventCard } from './event-card';
import { BlockError, CardGrid, EmptyMessage, GridSkeleton, HomeBlock } from './home-block';

/** How far back finished festival events are fetched when festival_show_finished is on. */
const FINISHED_WINDOW_DAYS = 365;

type Config = ExternalConfig['config'];

/** The festival block (view_festival): its title from the configuration in the page's language. */
export function FestivalBlock({ config, eagerCount }: { config: Config; eagerCount: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [finishedSince] = useState(() => warsawDateDaysAgo(new Date(), FINISHED_WINDOW_DAYS));
  const query = useFestivalEvents(config.festival_show_finished ? finishedSince : null);
  const title =
    (language === 'en' ? config.festival_title_en || config.festival_title : config.festival_title) ||
    t('home.festival.title');
  const events = query.data
    ? festivalList(query.data, {
        showFinished: config.festival_show_finished,
        reverseFinished: config.festival_reverse_finished,
      })
    : [];
  return (
    <HomeBlock title={title}>
      {query.isPending ? (
        <GridSkeleton label={t('home.festival.loading')} />
      ) : query.isError ? (
        <BlockError onRetry={() => void query.refetch()} />
      ) : events.length === 0 ? (
        <EmptyMessage>{t('home.festival.empty')}</EmptyMessage>
      ) : (
        <CardGrid>
          {events.map((event, position) => (
            <li key={event.id}>
              <EventCard
                event={event}
                eager={position < eagerCount}
                shortDates={config.festival_short_dates}
              />
            </li>
          ))}
        </CardGrid>
      )}
    </HomeBlock>
  );
}
