import type { ReactNode } from 'react';
import type { AdminPage, AdminSection } from '../sections';
import { AboutVersionsSection } from './about-versions/about-versions-section';
import { AdvertisementSettingsSection } from './advertisement-settings/advertisement-settings-section';
import { AuditSection } from './audit/audit-section';
import { CategoriesSection } from './categories/categories-section';
import { ComingLater } from './coming-later';
import { EventsSection } from './events/events-section';
import { FestivalSection } from './festival/festival-section';
import { GalleriesSection } from './galleries/galleries-section';
import { GiftsSection } from './gifts/gifts-section';
import { GroupTicketsSection } from './group-tickets/group-tickets-section';
import { HelpSection } from './help/help-section';
import { HostedVideosSection } from './hosted-videos/hosted-videos-section';
import { InvoicesSection } from './invoices/invoices-section';
import { LimitationsSection } from './limitations/limitations-section';
import { NotificationsSection } from './notifications/notifications-section';
import { PaymentsSection } from './payments/payments-section';
import { PromotionCodesSection } from './promotion-codes/promotion-codes-section';
import { SliderSettingsSection } from './slider-settings/slider-settings-section';
import { LazyStatisticsSection } from './statistics/statistics-lazy';
import { UserDetailPage } from './users/user-detail-page';
import { UserListPage } from './users/user-list-page';
import { UsersSection } from './users/users-section';
import { VideosSection } from './videos/videos-section';
import { ViewsSection } from './views/views-section';

/** The sections built so far; the others show the honest "arrives later" note. */
const BUILT: Partial<Record<AdminSection, () => ReactNode>> = {
  videos: () => <VideosSection />,
  hosted_videos: () => <HostedVideosSection />,
  events: () => <EventsSection />,
  festival: () => <FestivalSection />,
  galleries: () => <GalleriesSection />,
  limitations: () => <LimitationsSection />,
  views: () => <ViewsSection />,
  notifications: () => <NotificationsSection />,
  categories: () => <CategoriesSection />,
  slider_settings: () => <SliderSettingsSection />,
  advertisement_settings: () => <AdvertisementSettingsSection />,
  promotion_codes: () => <PromotionCodesSection />,
  payments: () => <PaymentsSection />,
  gifts: () => <GiftsSection />,
  group_tickets: () => <GroupTicketsSection />,
  invoices: () => <InvoicesSection />,
  statistics: () => <LazyStatisticsSection />,
  audit: () => <AuditSection />,
  help: () => <HelpSection />,
  about_versions: () => <AboutVersionsSection />,
  users: () => <UsersSection />,
};

/** What <main> shows under the <h1>. */
export function AdminSectionContent({ page, title }: { page: AdminPage; title: string }) {
  if (page.kind === 'userList') return <UserListPage />;
  if (page.kind === 'userDetail') return <UserDetailPage key={page.userId} userId={page.userId} />;
  const section = page.kind === 'section' ? BUILT[page.section] : undefined;
  return section ? section() : <ComingLater name={title} />;
}
