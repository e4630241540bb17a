import type { AdminPage } from '../sections';
import { ComingLater } from './coming-later';
import { LimitationsSection } from './limitations/limitations-section';

/** What <main> shows under the <h1>: the built sections, or the honest "arrives later" note. */
export function AdminSectionContent({ page, title }: { page: AdminPage; title: string }) {
  if (page.kind === 'section' && page.section === 'limitations') return <LimitationsSection />;
  return <ComingLater name={title} />;
}
