import { useTranslation } from 'react-i18next';
import { itemPath } from '@scena/shared/site/site-paths';
import type { TVideo } from '@scena/shared/catalog/videos';
import { MediaCard, cardImageOf, type MediaCardBadge } from '@/ui/media-card';
import { useLanguage } from '../api/query-keys';
import { UPCOMING, dateTimeText, priceText } from '../home-rules';

export function VideoCard({ video, eager }: { video: TVideo; eager?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const badges: MediaCardBadge[] = [];
  if (video.status === UPCOMING) badges.push({ label: t('home.badge.soon'), tone: 'accent' });
  if (video.has_accessibility_video) {
    badges.push({ label: t('home.badge.signLanguage'), description: t('home.badge.signLanguageText') });
  }
  if (video.has_autodesc_video) {
    badges.push({
      label: t('home.badge.audioDescription'),
      description: t('home.badge.audioDescriptionText'),
    });
  }
  if (video.age_restriction) {
    badges.push({
      label: t('home.badge.age', { age: video.age_restriction }),
      description: t('home.badge.ageText', { age: video.age_restriction }),
    });
  }
  const parts = [
    video.status === UPCOMING && video.available_from
      ? t('home.video.from', { date: dateTimeText(video.available_from) })
      : video.end_date
        ? t('home.video.until', { date: dateTimeText(video.end_date) })
        : null,
    video.duration ? t('home.video.duration', { minutes: video.duration }) : null,
  ].filter(Boolean);
  return (
    <MediaCard
      href={itemPath('video', video)}
      title={video.title}
      subtitle={video.subtitle}
      image={cardImageOf(video.thumb_image ?? video.main_image, video.thumb_link || video.image_link)}
      eager={eager}
      dateLine={parts.length > 0 ? parts.join(' · ') : null}
      price={priceText(video.video_price, language, t('home.price.free'))}
      badges={badges}
    />
  );
}
