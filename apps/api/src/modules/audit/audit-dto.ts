import { auditKindOf, isAuditKind } from '@scena/shared/audit/kinds';
import type { TAuditActor, TAuditEntry } from '@scena/shared/audit/audit-log';
import type { AuditRef } from './audit-links';
import type { AuditRowWithActor } from './audit.repository';

type Person = { id: number; firstname: string; lastname: string; email: string };

export function auditActorDto(person: Person): TAuditActor {
  return { id: person.id, name: `${person.firstname} ${person.lastname}`.trim(), email: person.email };
}

function fieldsOrNull(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** One audit row as the audit screen reads it; `who` is null for the system (jobs, the autoban). */
export function auditEntryDto({ entry, actor }: AuditRowWithActor, ref: AuditRef | undefined): TAuditEntry {
  const changes = fieldsOrNull(entry.changes);
  return {
    id: entry.id,
    at: entry.createdAt.toISOString(),
    who: actor ? auditActorDto(actor) : null,
    action: entry.action,
    kind: isAuditKind(entry.kind) ? entry.kind : auditKindOf(entry.entity),
    entity: entry.entity,
    entity_id: entry.entityId,
    entity_label: ref?.label ?? null,
    link: ref?.link ?? null,
    before: fieldsOrNull(changes?.before),
    after: fieldsOrNull(changes?.after),
    data: entry.data ?? null,
  };
}
