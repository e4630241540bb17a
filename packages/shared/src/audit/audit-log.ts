import { z } from 'zod';
import { V } from '../validation/messages';
import { parseIsoDate } from '../time/calendar-date';
import { AUDIT_KINDS } from './kinds';

/** The audit screen's page sizes; the first is the default. */
export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

/** Message keys of the audit screen's filter. */
export const AUDIT_V = {
  /** 'Niepoprawna data': the start of the range after its end. */
  dateRange: 'form.validate.date_range',
} as const;

/** The person filter's value for rows no person wrote (jobs, the autoban). */
export const AUDIT_SYSTEM_ACTOR = 'system';

const zOptionalIsoDate = () =>
  z
    .string({ error: V.date })
    .optional()
    .refine((value) => !value || parseIsoDate(value) !== null, { error: V.date })
    .transform((value) => value || null);

/**
 * GET /api/audit: the rows of one person (a user id, or "system"), of one kind, made from date_from 00:00 to
 * date_to 24:00 Warsaw time (either bound may be left out), newest first, a page at a time.
 */
export const ZAuditQuery = z
  .object({
    actor: z
      .union(
        [
          z.literal(''),
          z.literal(AUDIT_SYSTEM_ACTOR),
          z.coerce
            .number({ error: V.wrong })
            .int({ error: V.wrong })
            .positive({ error: V.wrong })
            .max(2_147_483_647, { error: V.wrong }),
        ],
        {
          error: V.wrong,
        },
      )
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value)),
    kind: z
      .union([z.literal(''), z.enum(AUDIT_KINDS)], { error: V.wrong })
      .optional()
      .transform((value) => value || null),
    date_from: zOptionalIsoDate(),
    date_to: zOptionalIsoDate(),
    page: z.coerce
      .number({ error: V.wrong })
      .int({ error: V.wrong })
      .min(1, { error: V.wrong })
      .max(1_000_000, {
        error: V.wrong,
      })
      .default(1),
    page_size: z.coerce
      .number({ error: V.wrong })
      .refine((value) => (AUDIT_PAGE_SIZES as readonly number[]).includes(value), { error: V.wrong })
      .default(AUDIT_PAGE_SIZES[0]),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    path: ['date_from'],
    error: AUDIT_V.dateRange,
  });
export type TAuditQueryInput = z.input<typeof ZAuditQuery>;
export type TAuditQuery = z.output<typeof ZAuditQuery>;

/** A person who has written audit rows: the person filter's option, and a row's "who". */
export const ZAuditActor = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type TAuditActor = z.infer<typeof ZAuditActor>;

const ZFields = z.record(z.string(), z.unknown()).nullable();

/** One row of the audit screen. */
export const ZAuditEntry = z.object({
  id: z.number(),
  /** When, as an ISO instant. */
  at: z.string(),
  /** Who; null for the system (jobs, the autoban). */
  who: ZAuditActor.nullable(),
  action: z.string(),
  kind: z.enum(AUDIT_KINDS),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** What the other screens call the entity: an order's number (not its row id), an event's or video's title. */
  entity_label: z.string().nullable(),
  /** A path of the web app that shows the entity, when it has a page. */
  link: z.string().nullable(),
  /** The changed fields before and after (null before a creation, after a deletion, and on older rows). */
  before: ZFields,
  after: ZFields,
  /** Further details the row keeps beside the changes. */
  data: z.unknown(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({
  rows: z.array(ZAuditEntry),
  /** Rows matching the filter, on every page. */
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
