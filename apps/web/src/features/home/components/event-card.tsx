import { useTranslation } from 'react-i18next';
import { itemPath } from '@scena/shared/site/site-paths';
import type { TEvent } from '@scena/shared/catalog/events';
import type { Language } from '@scena/shared/i18n/messages';
import { MediaCard, cardImageOf, type MediaCardBadge } from '@/ui/media-card';
import { useLanguage } from '../api/query-keys';
import { ENDED, ONGOING, eventDateLine, priceText } from '../home-rules';
import styles from './home.module.css';

/**
 * CLDR's short month names, written out: the first Intl date format a page makes starts ICU, which a phone
 * pays for with a long task on the home page.
 */
const SHORT_MONTHS = {
  pl: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
} as const;

/** An event without a picture shows its first day on the stage, like a playbill: "12 gru". */
function PlaybillDate({ date, language }: { date: string | null; language: Language }) {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match || match[1] === '0000') return null;
  const [, , month, day] = match;
  const monthName = SHORT_MONTHS[language][Number(month) - 1];
  if (!monthName) return null;
  return (
    <span className={styles.playbill}>
      <span className={styles.playbillDay}>{Number(day)}</span>
      <span className={styles.playbillMonth}>{monthName}</span>
    </span>
  );
}

interface EventCardProps {
  event: TEvent;
  eager?: boolean;
  /** festival_short_dates: day and month only. */
  shortDates?: boolean;
  /** Administrators see why an event is not public (admin-content.md §4). */
  adminLabels?: boolean;
  /** The repertoire marks festival events; the festival list needs no such mark. */
  markFestival?: boolean;
}

export function EventCard({ event, eager, shortDates = false, adminLabels, markFestival }: EventCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const badges: MediaCardBadge[] = [];
  if (adminLabels && !event.published) badges.push({ label: t('home.badge.unpublished'), tone: 'warning' });
  if (adminLabels && event.dashboard_hidden) badges.push({ label: t('home.badge.hidden'), tone: 'muted' });
  if (event.status === ONGOING) badges.push({ label: t('home.badge.ongoing'), tone: 'success' });
  if (event.status === ENDED) badges.push({ label: t('home.badge.ended'), tone: 'muted' });
  if (markFestival && event.is_festival) badges.push({ label: t('home.badge.festival'), tone: 'accent' });
  if (event.age_restriction) {
    badges.push({
      label: t('home.badge.age', { age: event.age_restriction }),
      description: t('home.badge.ageText', { age: event.age_restriction }),
    });
  }
  return (
    <MediaCard
      href={itemPath('event', event)}
      title={event.title}
      subtitle={event.subtitle}
      image={cardImageOf(event.thumb_image ?? event.main_image, event.thumb_link || event.image_link)}
      eager={eager}
      dateLine={eventDateLine(event, shortDates, t('home.date.fullDay'))}
      price={priceText(event.event_price, language, t('home.price.free'))}
      badges={badges}
      placeholder={<PlaybillDate date={event.date_from} language={language} />}
    />
  );
}
