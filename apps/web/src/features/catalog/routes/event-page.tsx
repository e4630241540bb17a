import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { eventButton } from '@scena/shared/catalog/buy-button';
import {
  EVENT_TIMING,
  eventStart,
  eventTimingStatus,
  type TEventSchedule,
} from '@scena/shared/catalog/event-timing';
import { eventWhenText } from '@scena/shared/catalog/event-when';
import type { TEvent } from '@scena/shared/catalog/events';
import { zlotyToGrosze } from '@scena/shared/catalog/money';
import { isAdmin } from '@scena/shared/users/roles';
import { useCurrentUser } from '@/lib/session-store';
import { useDocumentTitle } from '@/ui/use-document-title';
import { useEvent } from '../api/catalog-item';
import { Countdown } from '../components/countdown';
import { ItemPage, posterOf } from '../components/item-page';
import { ItemPageState } from '../components/page-states';
import { PublicPathSwitch } from '../hooks/public-path';
import { useNow } from '../hooks/use-now';
import { useSwitchAtStart } from '../hooks/use-switch-at-start';
import '../i18n';

/**
 * /wydarzenie/{slugOrId}, with /publiczne (or /publiczny) for signed-out visitors (visitor-side.md §2): the
 * event page, and with ?ogladaj=true its player view.
 */
export function EventPage() {
  const { slugOrId = '' } = useParams();
  return (
    <PublicPathSwitch>
      <EventContent key={slugOrId} slugOrId={slugOrId} />
    </PublicPathSwitch>
  );
}

function scheduleOf(event: TEvent): TEventSchedule {
  return {
    date_from: event.date_from,
    date_to: event.date_to,
    time_from: event.time_from,
    time_to: event.time_to,
    full_day: event.full_day,
  };
}

function EventContent({ slugOrId }: { slugOrId: string }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const now = useNow();
  const query = useEvent(slugOrId, i18n.language);
  const event = query.data;
  useDocumentTitle(event?.title);

  const schedule = event ? scheduleOf(event) : null;
  const status = schedule ? eventTimingStatus(schedule, now) : null;
  const start = schedule ? eventStart(schedule) : null;
  const priceGrosze = event ? (zlotyToGrosze(event.event_price) ?? 0) : 0;
  const button =
    event && schedule && !query.isPlaceholderData
      ? eventButton({
          now,
          event: {
            ...schedule,
            id: event.id,
            slug: event.slug,
            price: priceGrosze,
            age_restriction: event.age_restriction,
            newPrice: event.newPrice === undefined ? null : zlotyToGrosze(event.newPrice),
            enable_tickets: event.enable_tickets,
            enable_codes: event.enable_codes,
            available_tickets: event.available_tickets,
            ticketsAvailable: event.ticketsAvailable,
          },
          viewer: user ? { birthday: user.birthday } : null,
          // An administrator's answer carries no viewer fields: the role itself grants access.
          hasAccess: event.access ?? isAdmin(user),
          paymentStatus: event.paymentStatus,
          countryBlocked: event.countryBlocked ?? false,
        })
      : null;
  // Armed with the start whatever the status: the status turns "ongoing" at zero, before the delayed refetch.
  useSwitchAtStart(start, query.refetch, button);

  if (!event || !schedule) return <ItemPageState kind="event" query={query} />;

  const statusLabel =
    status === EVENT_TIMING.ended
      ? t('catalog.status.ended')
      : status === EVENT_TIMING.ongoing
        ? t('catalog.status.ongoing')
        : t('catalog.status.upcoming');
  return (
    <ItemPage
      view={{
        kind: 'event',
        id: event.id,
        slugOrId,
        title: event.title,
        subtitle: event.subtitle,
        eyebrow: [
          t('catalog.kind.event'),
          ...(event.is_festival ? [t('catalog.kind.festival')] : []),
          statusLabel,
        ],
        poster: posterOf(event),
        facts: [
          { label: t('catalog.when'), value: eventWhenText(event, t('catalog.fullDay')) },
          ...(event.duration
            ? [
                {
                  label: t('catalog.duration'),
                  value: t('catalog.durationMinutes', { count: event.duration }),
                },
              ]
            : []),
          {
            label: t('catalog.ageLimit'),
            value: event.age_restriction
              ? t('catalog.ageLimitValue', { age: event.age_restriction })
              : t('catalog.noAgeLimit'),
          },
        ],
        countdown:
          status === EVENT_TIMING.upcoming && start ? (
            <Countdown label={t('catalog.countdown.startsIn')} target={start} now={now} />
          ) : null,
        priceGrosze,
        ticketsLeft: status === EVENT_TIMING.ended ? null : event.ticketsLeft,
        button,
        paymentStatus: event.paymentStatus,
        pendingOrder: event.pendingOrder,
        refresh: () => void query.refetch(),
        description: event.description,
        additionalDescription: event.additional_desc,
        teaserLink: event.teaser_link,
        gallery: event.gallery.map((image) => ({ url: image.url, thumb: image.grid_thumb_url })),
        signedIn: Boolean(user),
      }}
    />
  );
}
