import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COUNTDOWN_FIXED_DELAY_MS, usesUntilWording } from '@scena/shared/catalog/countdown';
import { EVENT_TIMING } from '@scena/shared/catalog/event-timing';
import { zlotyToGrosze } from '@scena/shared/catalog/money';
import { videoButton } from '@scena/shared/catalog/video-button';
import { videoWindowStatus } from '@scena/shared/catalog/video-window';
import { parseCatalogInstant } from '@scena/shared/catalog/wall-clock';
import { isAdmin } from '@scena/shared/users/roles';
import { formatDateTime } from '@/lib/format';
import { useCurrentUser } from '@/lib/session-store';
import { useDocumentTitle } from '@/ui/use-document-title';
import { useVideo } from '../api/catalog-item';
import { Countdown } from '../components/countdown';
import { ItemPage, posterOf } from '../components/item-page';
import { ItemPageState } from '../components/page-states';
import { PublicPathSwitch } from '../hooks/public-path';
import { useNow } from '../hooks/use-now';
import { useRefreshAt } from '../hooks/use-refresh-at';
import { useSwitchAtStart } from '../hooks/use-switch-at-start';
import styles from '../components/catalog.module.css';
import '../i18n';

/**
 * /wideo/{slugOrId}, with /publiczne (or /publiczny) for signed-out visitors (visitor-side.md §2): the video
 * page, and with ?ogladaj=true its player view.
 */
export function VideoPage() {
  const { slugOrId = '' } = useParams();
  return (
    <PublicPathSwitch>
      <VideoContent key={slugOrId} slugOrId={slugOrId} />
    </PublicPathSwitch>
  );
}

function VideoContent({ slugOrId }: { slugOrId: string }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const now = useNow();
  const query = useVideo(slugOrId, i18n.language);
  const video = query.data;
  useDocumentTitle(video?.title);

  const from = video ? parseCatalogInstant(video.available_from, 'start') : null;
  const end = video ? parseCatalogInstant(video.end_date, 'end') : null;
  const window = video ? videoWindowStatus(video, now) : null;
  const priceGrosze = video ? (zlotyToGrosze(video.video_price) ?? 0) : 0;
  const button =
    video && !query.isPlaceholderData
      ? videoButton({
          now,
          video: {
            id: video.id,
            slug: video.slug,
            price: priceGrosze,
            newPrice: video.newPrice === undefined ? null : zlotyToGrosze(video.newPrice),
            age_restriction: video.age_restriction,
            available_from: video.available_from,
            end_date: video.end_date,
          },
          viewer: user ? { birthday: user.birthday } : null,
          // An administrator's answer carries no viewer fields: the role itself grants access.
          hasAccess: video.access ?? isAdmin(user),
          paymentStatus: video.paymentStatus,
          countryBlocked: video.countryBlocked ?? false,
        })
      : null;
  // Armed whatever the window: it changes at zero, before the delayed refetch.
  useSwitchAtStart(from, query.refetch, button);
  // At the end of the window the page asks again (after the fixed 5 s), so the button follows the server.
  useRefreshAt(end, COUNTDOWN_FIXED_DELAY_MS, () => {
    void query.refetch();
  });

  if (!video) return <ItemPageState kind="video" query={query} />;

  let countdown = null;
  if (window === EVENT_TIMING.upcoming && from) {
    countdown = <Countdown label={t('catalog.countdown.availableIn')} target={from} now={now} />;
  } else if (window === EVENT_TIMING.ongoing && end) {
    countdown = usesUntilWording(end, now) ? (
      <p className={styles.countdown}>
        <span className={styles.countdownLabel}>
          {t('catalog.countdown.until', { date: formatDateTime(end) })}
        </span>
      </p>
    ) : (
      <Countdown label={t('catalog.countdown.endsIn')} target={end} now={now} />
    );
  }

  const statusLabel =
    window === EVENT_TIMING.ended
      ? t('catalog.status.ended')
      : window === EVENT_TIMING.ongoing
        ? t('catalog.status.available')
        : t('catalog.status.upcoming');
  const poster = posterOf(video);

  return (
    <ItemPage
      view={{
        kind: 'video',
        id: video.id,
        slugOrId,
        title: video.title,
        subtitle: video.subtitle,
        eyebrow: [t('catalog.kind.video'), statusLabel],
        poster,
        facts: [
          ...(from ? [{ label: t('catalog.availableFrom'), value: formatDateTime(from) }] : []),
          // While the window is open the countdown line already names the end.
          ...(end && window !== EVENT_TIMING.ongoing
            ? [{ label: t('catalog.availableUntil'), value: formatDateTime(end) }]
            : []),
          ...(!from && !end ? [{ label: t('catalog.when'), value: t('catalog.alwaysAvailable') }] : []),
          ...(video.duration
            ? [
                {
                  label: t('catalog.duration'),
                  value: t('catalog.durationMinutes', { count: video.duration }),
                },
              ]
            : []),
          {
            label: t('catalog.ageLimit'),
            value: video.age_restriction
              ? t('catalog.ageLimitValue', { age: video.age_restriction })
              : t('catalog.noAgeLimit'),
          },
          ...(video.category_names.length
            ? [
                {
                  label: t('catalog.categories'),
                  value: video.category_names.map((category) => category.name).join(', '),
                },
              ]
            : []),
        ],
        countdown,
        priceGrosze,
        button,
        paymentStatus: video.paymentStatus,
        pendingOrder: video.pendingOrder,
        refresh: () => void query.refetch(),
        description: video.description,
        additionalDescription: video.additional_desc,
        teaserLink: video.teaser_link,
        gallery: video.gallery.map((image) => ({
          url: image.url,
          thumb: image.grid_thumb_url,
          srcset: image.srcset,
          width: image.width,
          height: image.height,
        })),
        signedIn: Boolean(user),
      }}
    />
  );
}
