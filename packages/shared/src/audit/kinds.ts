/**
 * The families of audited entities: the audit screen's "kind" filter. Every entity an audit row may name is
 * mapped here, once; writeAudit takes only these entities, so a new one cannot be written without a kind.
 */
export const AUDIT_KINDS = ['money', 'codes', 'users', 'bans', 'settings', 'content', 'media'] as const;
export type TAuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_ENTITY_KINDS = {
  order: 'money',
  gift_settings: 'money',
  group_ticket_settings: 'money',
  code: 'codes',
  user: 'users',
  terms: 'users',
  ban: 'bans',
  app_config: 'settings',
  video: 'content',
  video_translation: 'content',
  event: 'content',
  event_translation: 'content',
  category: 'content',
  category_translation: 'content',
  gallery: 'content',
  gallery_image: 'content',
  slide: 'content',
  slide_translation: 'content',
  page: 'content',
  notification: 'content',
  hosted_video: 'media',
} as const satisfies Record<string, TAuditKind>;

export type TAuditEntity = keyof typeof AUDIT_ENTITY_KINDS;

export function isAuditKind(value: string): value is TAuditKind {
  return (AUDIT_KINDS as readonly string[]).includes(value);
}

/** The kind of an entity; an entity unknown here (a row from an older version) counts as settings. */
export function auditKindOf(entity: string): TAuditKind {
  return (AUDIT_ENTITY_KINDS as Record<string, TAuditKind>)[entity] ?? 'settings';
}
