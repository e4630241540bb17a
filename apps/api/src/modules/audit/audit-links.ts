import type { TOrderKind } from '@scena/shared/commerce/orders';
import { adminSectionPath, adminUserPath, itemPath, orderStatusPath } from '@scena/shared/site/site-paths';
import type { Db } from '../../db/client';
import { findOrdersForLinks, findProductsForLinks, type AuditRowWithActor } from './audit.repository';

/** Entities whose page is a back-office section rather than a page of their own. */
const SECTION_OF: Record<string, string> = {
  code: adminSectionPath('promotion_codes'),
  gift_settings: adminSectionPath('gifts'),
  group_ticket_settings: adminSectionPath('group_tickets'),
  hosted_video: adminSectionPath('hosted_videos'),
  terms: adminSectionPath('limitations'),
};

function numericId(value: string | null): number | null {
  return value !== null && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/** A ban's user, whom its row names in `data` (bans are deleted, so the ban itself may be gone). */
function bannedUserOf(entry: AuditRowWithActor['entry']): number | null {
  const id = (entry.data as { user_id?: unknown } | null)?.user_id;
  return typeof id === 'number' ? id : null;
}

/** Where a row's entity is shown, and what the other screens call it. */
export interface AuditRef {
  link: string | null;
  /** An order's number (never its row id), an event's or a video's title; null for the rest. */
  label: string | null;
}

/** The title a row of a deleted event or video kept in its data. */
function keptTitleOf(entry: AuditRowWithActor['entry']): string | null {
  const title = (entry.data as { title?: unknown } | null)?.title;
  return typeof title === 'string' ? title : null;
}

/**
 * The page of each row's entity, by row id: an order's status page, a user's page (a ban's user's), an event's
 * or video's page while it exists, or the back-office section that lists the entity. Entities without a page
 * (settings, translations, galleries…) have none. With it the entity's name on the other screens: an order's
 * number, an event's or a video's title. Orders, events and videos are read once for the whole page.
 */
export async function auditRefs(db: Db, rows: AuditRowWithActor[]): Promise<Map<number, AuditRef>> {
  const idsOf = (entity: string) =>
    rows
      .filter((row) => row.entry.entity === entity)
      .map((row) => numericId(row.entry.entityId))
      .filter((id): id is number => id !== null);
  const orderById = new Map((await findOrdersForLinks(db, idsOf('order'))).map((order) => [order.id, order]));
  const products = await findProductsForLinks(db, { event: idsOf('event'), video: idsOf('video') });
  const productById = {
    event: new Map(products.event.map((item) => [item.id, item])),
    video: new Map(products.video.map((item) => [item.id, item])),
  };

  const refs = new Map<number, AuditRef>();
  for (const { entry } of rows) {
    const id = numericId(entry.entityId);
    let link: string | undefined = SECTION_OF[entry.entity];
    let label: string | null = null;
    if (entry.entity === 'order' && id !== null) {
      const order = orderById.get(id);
      link = order && orderStatusPath(order.kind as TOrderKind, order.extOrderId);
      label = order?.extOrderId ?? null;
    } else if ((entry.entity === 'event' || entry.entity === 'video') && id !== null) {
      const product = productById[entry.entity].get(id);
      link = product && itemPath(entry.entity, product);
      label = product?.title ?? keptTitleOf(entry);
    } else if (entry.entity === 'user' && id !== null) {
      link = adminUserPath(id);
    } else if (entry.entity === 'ban') {
      const userId = bannedUserOf(entry);
      link = userId === null ? undefined : adminUserPath(userId);
    }
    refs.set(entry.id, { link: link ?? null, label });
  }
  return refs;
}
