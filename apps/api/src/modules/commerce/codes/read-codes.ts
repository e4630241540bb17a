import { parseDiscount, type TAdminCode, type TCodesQuery } from '@scena/shared/commerce/codes';
import { warsawToday } from '@scena/shared/time/calendar-date';
import { warsawWallClockToUtc } from '@scena/shared/time/warsaw';
import { V } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import { invalidField, notFound } from '../../../lib/errors';
import { adminCodeDto } from './code-dto';
import { findCodeWithUses, listCodeUses, listCodes, type CodeFilter } from './codes.repository';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A filter value: missing takes the default, empty switches it off (api-contract.md, GET /api/codes). */
function pick(value: string | undefined, fallback: string): string {
  return value === undefined ? fallback : value.trim();
}

function dayStart(field: string, value: string, time: string): Date | undefined {
  if (value === '') return undefined;
  const instant = DAY.test(value) ? warsawWallClockToUtc(`${value} ${time}`) : null;
  if (!instant) throw invalidField(field, V.date);
  return instant;
}

function wholeNumber(field: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\d{1,9}$/.test(value.trim())) throw invalidField(field, V.wrong);
  return Number(value);
}

/** The filters of admin-commerce-people.md §5 with their defaults: expiring from today, available only, min_limit 2. */
export function codeFilterOf(query: TCodesQuery, now: Date): CodeFilter {
  const discount = query.discount?.trim() ? parseDiscount(query.discount) : undefined;
  if (discount === null) throw invalidField('discount', V.wrong);
  return {
    now,
    expiresFrom: dayStart(
      'expiration_date_from',
      pick(query.expiration_date_from, warsawToday(now)),
      '00:00',
    ),
    expiresTo: query.expiration_date_to
      ? dayStart('expiration_date_to', query.expiration_date_to, '23:59')
      : undefined,
    name: query.name?.trim() || undefined,
    minLimit: wholeNumber('min_limit', pick(query.min_limit, '2')),
    available: pick(query.available, 'true') === 'true',
    limit: wholeNumber('limit', query.limit),
    discountPercent: discount?.discount_percent ?? undefined,
    discountCashGrosze: discount?.discount_cash ?? undefined,
    eventId: wholeNumber('event_id', query.event_id),
    videoId: wholeNumber('video_id', query.video_id),
  };
}

/** GET /api/codes (admin). */
export async function listAdminCodes(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: TCodesQuery,
): Promise<TAdminCode[]> {
  const rows = await listCodes(deps.db, codeFilterOf(query, deps.clock.now()));
  return rows.map((row) => adminCodeDto(row));
}

/** GET /api/codes/{id} (admin): with who activated it and the orders that used it. */
export async function getAdminCode(deps: Pick<AppDeps, 'db'>, id: number): Promise<TAdminCode> {
  const row = await findCodeWithUses(deps.db, id);
  if (!row) throw notFound();
  return adminCodeDto(row, await listCodeUses(deps.db, id));
}
