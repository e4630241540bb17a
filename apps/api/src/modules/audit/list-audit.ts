import type { TAuditActor, TAuditPage, TAuditQuery } from '@scena/shared/audit/audit-log';
import { warsawDaysRange } from '@scena/shared/time/warsaw';
import type { AppDeps } from '../../deps';
import { auditActorDto, auditEntryDto } from './audit-dto';
import { auditRefs } from './audit-links';
import { countAuditRows, listAuditActors, listAuditRows } from './audit.repository';

const polishOrder = new Intl.Collator('pl');

/**
 * GET /api/audit: one page of the audit rows of a person, a kind and a range of Warsaw days (from 00:00 of the
 * first to 24:00 of the last, 23 or 25 hours on a clock-change day), newest first, with the count of them all.
 */
export async function listAudit(deps: Pick<AppDeps, 'db'>, query: TAuditQuery): Promise<TAuditPage> {
  const filter = {
    actor: query.actor,
    kind: query.kind,
    start: query.date_from ? warsawDaysRange(query.date_from, query.date_from)!.start : null,
    end: query.date_to ? warsawDaysRange(query.date_to, query.date_to)!.end : null,
  };
  const rows = await listAuditRows(deps.db, filter, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const total = await countAuditRows(deps.db, filter);
  const refs = await auditRefs(deps.db, rows);
  return {
    rows: rows.map((row) => auditEntryDto(row, refs.get(row.entry.id))),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** GET /api/audit/actors: everyone who has written audit rows, for the person filter, in Polish order. */
export async function listAuditActorOptions(deps: Pick<AppDeps, 'db'>): Promise<TAuditActor[]> {
  return (await listAuditActors(deps.db))
    .map(auditActorDto)
    .sort((a, b) => polishOrder.compare(a.name, b.name) || a.id - b.id);
}
