import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminPage, AdminSection } from '../sections';
import { LoadingBlock } from '../ui/settings-card';

/**
 * A section in a chunk of its own, fetched when first opened: the back-office is some twenty screens, and one
 * chunk of them all (the antd components, the upload client, the charts) was over 500 kB minified.
 */
function lazySection<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: pick(await load()) }));
}

/** Every section of the back-office, each in its own chunk. */
const SECTIONS: Record<AdminSection, ComponentType> = {
  videos: lazySection(
    () => import('./videos/videos-section'),
    (m) => m.VideosSection,
  ),
  hosted_videos: lazySection(
    () => import('./hosted-videos/hosted-videos-section'),
    (m) => m.HostedVideosSection,
  ),
  events: lazySection(
    () => import('./events/events-section'),
    (m) => m.EventsSection,
  ),
  festival: lazySection(
    () => import('./festival/festival-section'),
    (m) => m.FestivalSection,
  ),
  galleries: lazySection(
    () => import('./galleries/galleries-section'),
    (m) => m.GalleriesSection,
  ),
  limitations: lazySection(
    () => import('./limitations/limitations-section'),
    (m) => m.LimitationsSection,
  ),
  views: lazySection(
    () => import('./views/views-section'),
    (m) => m.ViewsSection,
  ),
  notifications: lazySection(
    () => import('./notifications/notifications-section'),
    (m) => m.NotificationsSection,
  ),
  categories: lazySection(
    () => import('./categories/categories-section'),
    (m) => m.CategoriesSection,
  ),
  slider_settings: lazySection(
    () => import('./slider-settings/slider-settings-section'),
    (m) => m.SliderSettingsSection,
  ),
  advertisement_settings: lazySection(
    () => import('./advertisement-settings/advertisement-settings-section'),
    (m) => m.AdvertisementSettingsSection,
  ),
  promotion_codes: lazySection(
    () => import('./promotion-codes/promotion-codes-section'),
    (m) => m.PromotionCodesSection,
  ),
  payments: lazySection(
    () => import('./payments/payments-section'),
    (m) => m.PaymentsSection,
  ),
  gifts: lazySection(
    () => import('./gifts/gifts-section'),
    (m) => m.GiftsSection,
  ),
  group_tickets: lazySection(
    () => import('./group-tickets/group-tickets-section'),
    (m) => m.GroupTicketsSection,
  ),
  invoices: lazySection(
    () => import('./invoices/invoices-section'),
    (m) => m.InvoicesSection,
  ),
  statistics: lazySection(
    () => import('./statistics/statistics-section'),
    (m) => m.default,
  ),
  audit: lazySection(
    () => import('./audit/audit-section'),
    (m) => m.AuditSection,
  ),
  help: lazySection(
    () => import('./help/help-section'),
    (m) => m.HelpSection,
  ),
  about_versions: lazySection(
    () => import('./about-versions/about-versions-section'),
    (m) => m.AboutVersionsSection,
  ),
  users: lazySection(
    () => import('./users/users-section'),
    (m) => m.UsersSection,
  ),
};

const UserListPage = lazySection(
  () => import('./users/user-list-page'),
  (m) => m.UserListPage,
);
const UserDetailPage = lazySection(
  () => import('./users/user-detail-page'),
  (m) => m.UserDetailPage,
);

/** What <main> shows under the <h1>. */
export function AdminSectionContent({ page }: { page: AdminPage }) {
  const Section = SECTIONS[page.section];
  return (
    <Suspense fallback={<LoadingBlock label="admin.loadingSection" rows={8} />}>
      {page.kind === 'userList' ? (
        <UserListPage />
      ) : page.kind === 'userDetail' ? (
        <UserDetailPage key={page.userId} userId={page.userId} />
      ) : (
        <Section />
      )}
    </Suspense>
  );
}
