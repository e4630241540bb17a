import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { TAuditKind } from '@scena/shared/audit/kinds';
import type { Db } from '../../db/client';
import { auditLog, events, orders, users, videos } from '../../db/schema';

export interface AuditFilter {
  /** A user id, or 'system' for rows no person wrote. */
  actor: number | 'system' | null;
  kind: TAuditKind | null;
  /** [start, end) instants. */
  start: Date | null;
  end: Date | null;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor === 'system' ? isNull(auditLog.actorUserId) : undefined,
    typeof filter.actor === 'number' ? eq(auditLog.actorUserId, filter.actor) : undefined,
    filter.kind ? eq(auditLog.kind, filter.kind) : undefined,
    filter.start ? gte(auditLog.createdAt, filter.start) : undefined,
    filter.end ? lt(auditLog.createdAt, filter.end) : undefined,
  );
}

/** One page of the rows matching the filter, newest first, with their authors. */
export async function listAuditRows(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      entry: auditLog,
      actor: { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(whereOf(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type AuditRowWithActor = Awaited<ReturnType<typeof listAuditRows>>[number];

export async function countAuditRows(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(whereOf(filter));
  return row?.n ?? 0;
}

/**
 * The people who have written audit rows. The distinct authors are read by skipping through the actor index
 * (one probe per author), so the list costs the same with a million rows as with a hundred.
 */
export async function listAuditActors(db: Db) {
  // Both drivers (node-postgres, PGlite) answer a raw query with its `rows`.
  const result = (await db.execute(
    sql`with recursive walk(id) as (
      (select actor_user_id from audit_log where actor_user_id is not null order by actor_user_id limit 1)
      union all
      select (select a.actor_user_id from audit_log a where a.actor_user_id > walk.id
        order by a.actor_user_id limit 1)
      from walk where walk.id is not null
    ) select id from walk where id is not null`,
  )) as unknown as { rows: Array<{ id: number }> };
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}

/** The orders among `ids` with what their pages need. */
export async function findOrdersForLinks(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: orders.id, kind: orders.kind, extOrderId: orders.extOrderId })
    .from(orders)
    .where(inArray(orders.id, ids));
}

/** The events and videos among the ids that still exist, with their slugs and titles. */
export async function findProductsForLinks(db: Db, ids: { event: number[]; video: number[] }) {
  const event =
    ids.event.length === 0
      ? []
      : await db
          .select({ id: events.id, slug: events.slug, title: events.title })
          .from(events)
          .where(inArray(events.id, ids.event));
  const video =
    ids.video.length === 0
      ? []
      : await db
          .select({ id: videos.id, slug: videos.slug, title: videos.title })
          .from(videos)
          .where(inArray(videos.id, ids.video));
  return { event, video };
}
