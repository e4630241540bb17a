import dayjs, { type Dayjs } from 'dayjs';
import { AUDIT_PAGE_SIZES, type TAuditQueryInput } from '@scena/shared/audit/audit-log';

/** The filter's fields in the address (?view=audit&actor=…&kind=…&date_from=…&date_to=…&page=…&page_size=…). */
const FILTER_PARAMS = ['actor', 'kind', 'date_from', 'date_to'] as const;
const PAGE_PARAMS = ['page', 'page_size'] as const;

/** The audit log's query as the address holds it. */
export function auditQueryOf(params: URLSearchParams): TAuditQueryInput {
  return Object.fromEntries(
    [...FILTER_PARAMS, ...PAGE_PARAMS]
      .map((name): [string, string | null] => [name, params.get(name)])
      .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== ''),
  ) as TAuditQueryInput;
}

/** The filter part of the address, for the form to start again when it changes (the back button). */
export function filterKeyOf(params: URLSearchParams): string {
  return FILTER_PARAMS.map((name) => params.get(name) ?? '').join('|');
}

export interface AuditFilterValues {
  actor?: string;
  kind?: string;
  from: Dayjs | null;
  to: Dayjs | null;
}

export function filterValuesOf(query: TAuditQueryInput): AuditFilterValues {
  const day = (value: unknown) => (typeof value === 'string' && dayjs(value).isValid() ? dayjs(value) : null);
  return {
    actor: query.actor ? String(query.actor) : undefined,
    kind: query.kind ? String(query.kind) : undefined,
    from: day(query.date_from),
    to: day(query.date_to),
  };
}

/** The query of the form's values: a new filter starts on its first page, at the page size chosen. */
export function queryOfValues(values: AuditFilterValues): TAuditQueryInput {
  return {
    actor: values.actor || undefined,
    kind: (values.kind || undefined) as TAuditQueryInput['kind'],
    date_from: values.from ? values.from.format('YYYY-MM-DD') : undefined,
    date_to: values.to ? values.to.format('YYYY-MM-DD') : undefined,
  };
}

/** The address of a query: the section's view, and only the parameters that say something. */
export function paramsOf(query: TAuditQueryInput): URLSearchParams {
  const params = new URLSearchParams({ view: 'audit' });
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (name === 'page' && Number(value) === 1) continue;
    if (name === 'page_size' && Number(value) === AUDIT_PAGE_SIZES[0]) continue;
    params.set(name, String(value));
  }
  return params;
}
