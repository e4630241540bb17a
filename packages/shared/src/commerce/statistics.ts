import { z } from 'zod';
import { parseIsoDate, warsawToday } from '../time/calendar-date';
import { STREAM_LINK_LIFETIME_MS } from '../media/stream-links';
import { PAYMENT_V } from './payments-admin';

/** Message keys of the statistics' ranges (admin-commerce-people.md §5, §8). */
export const STATISTICS_V = {
  /** 'Niepoprawna data': the start of a range after its end. */
  dateRange: PAYMENT_V.dateRange,
  /** A range longer than STATISTICS_MAX_DAYS. */
  tooLong: 'form.validate.date_range_too_long',
} as const;

/** The longest range a statistics call answers, in days: three years of daily figures (docs/decisions.md). */
export const STATISTICS_MAX_DAYS = 3 * 366;
/** The charts' default range: the last 7 days, today included (admin-commerce-people.md §9). */
export const STATISTICS_DEFAULT_DAYS = 7;
/** Chart labels longer than this are cut (admin-commerce-people.md §9 "Statistics rules"). */
export const CHART_LABEL_MAX = 70;

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  const date = parseIsoDate(isoDate)!;
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (YYYY-MM-DD), both included; empty when `from` is after `to`. */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1) days.push(isoDateOf(day));
  return days;
}

/** A YYYY-MM-DD range of Warsaw calendar days, both included. */
export interface TDayRange {
  from: string;
  to: string;
}

/** The last `days` Warsaw days, today included: the charts' default range. */
export function lastDays(now: Date, days: number = STATISTICS_DEFAULT_DAYS): TDayRange {
  const today = warsawToday(now);
  return { from: isoDateOf(dayNumber(today) - (days - 1)), to: today };
}

/** The Warsaw calendar month of `now`: the payment summary's default range. */
export function currentMonthRange(now: Date): TDayRange {
  const today = parseIsoDate(warsawToday(now))!;
  const first = Date.UTC(today.year, today.month - 1, 1) / DAY_MS;
  const last = Date.UTC(today.year, today.month, 0) / DAY_MS;
  return { from: isoDateOf(first), to: isoDateOf(last) };
}

/**
 * Whole Warsaw calendar days from the day of `createdAt` to the day of `now`, at least 1 — the divisor of the
 * average views per day (admin-commerce-people.md §9: "days since creation, 1 if zero").
 */
export function daysSinceCreation(createdAt: Date, now: Date): number {
  return Math.max(1, dayNumber(warsawToday(now)) - dayNumber(warsawToday(createdAt)));
}

/** Views per day since creation, to two decimals. */
export function averageViewsPerDay(views: number, createdAt: Date, now: Date): number {
  return Math.round((views / daysSinceCreation(createdAt, now)) * 100) / 100;
}

/** A chart label cut to CHART_LABEL_MAX characters, the last of them an ellipsis (the tooltip has it whole). */
export function chartLabel(label: string, max: number = CHART_LABEL_MAX): string {
  const characters = [...label];
  return characters.length <= max
    ? label
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const zIsoDate = () =>
  z
    .string({ error: PAYMENT_V.dateRange })
    .refine((value) => parseIsoDate(value) !== null, { error: PAYMENT_V.dateRange })
    .optional();

/**
 * GET /api/statistics/orders, /income and /paymentsumm: Warsaw calendar days `from`..`to` (YYYY-MM-DD, both
 * included). Either may be left out: the server fills it from its default range (the last 7 days for the charts,
 * the current month for the summary), so `from` alone or `to` alone moves one end of that range.
 */
export const ZStatisticsRange = z
  .object({ from: zIsoDate(), to: zIsoDate() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    path: ['from'],
    error: STATISTICS_V.dateRange,
  });
export type TStatisticsRangeQuery = z.infer<typeof ZStatisticsRange>;

/**
 * The range a call answers for: the query's ends over the default range's. Refuses a start after the end
 * ('Niepoprawna data') and a range longer than STATISTICS_MAX_DAYS with the field's message key.
 */
export function resolveRange(
  query: TStatisticsRangeQuery,
  fallback: TDayRange,
): { range: TDayRange } | { field: 'from' | 'to'; key: string } {
  const range = { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
  if (range.from > range.to) return { field: query.from ? 'from' : 'to', key: STATISTICS_V.dateRange };
  if (dayNumber(range.to) - dayNumber(range.from) + 1 > STATISTICS_MAX_DAYS) {
    return { field: 'from', key: STATISTICS_V.tooLong };
  }
  return { range };
}

const zRangeEcho = z.object({ from: z.string(), to: z.string() });

/** GET /api/statistics/orders: orders placed on each Warsaw day of the range, zeros included. */
export const ZOrdersPerDay = zRangeEcho.extend({
  data: z.array(
    z.object({
      date: z.string(),
      /** Every order placed that day, of any kind and status. */
      count: z.number(),
      /** Of them, those COMPLETED now. */
      completed: z.number(),
    }),
  ),
});
export type TOrdersPerDay = z.infer<typeof ZOrdersPerDay>;

/** GET /api/statistics/income: the revenue rule's income (zł) of the orders placed on each day of the range. */
export const ZIncomePerDay = zRangeEcho.extend({
  data: z.array(z.object({ date: z.string(), summ: z.number() })),
});
export type TIncomePerDay = z.infer<typeof ZIncomePerDay>;

/** GET /api/statistics/ordersPerVideo: completed rentals per video, most first. */
export const ZOrdersPerVideo = z.object({
  ids: z.array(z.number()),
  labels: z.array(z.string()),
  data: z.array(z.number()),
});
export type TOrdersPerVideo = z.infer<typeof ZOrdersPerVideo>;

/** GET /api/statistics/viewsPerVideo: playback starts per video, most first, and their average per day. */
export const ZViewsPerVideo = z.object({
  ids: z.array(z.number()),
  labels: z.array(z.string()),
  data: z.array(z.number()),
  /** YYYY-MM-DD, Warsaw: when each video was added. */
  created_dates: z.array(z.string()),
  /** Views per day since creation (days since creation, 1 if zero), two decimals. */
  averages: z.array(z.number()),
});
export type TViewsPerVideo = z.infer<typeof ZViewsPerVideo>;

/**
 * Who is watching now (docs/decisions.md, issue 19): a viewer whose player called the playback call within this
 * time. A local host's player renews every 5 minutes, so it is counted all along; a Vimeo or embedded stream calls
 * only at its start, so it is counted for this long after it.
 */
export const VIEWERS_NOW_WINDOW_MS = STREAM_LINK_LIFETIME_MS;

/** GET /api/statistics/viewersNow: viewers (administrators aside) watching now, and the window it looks back. */
export const ZViewersNow = z.object({ viewers: z.number().int(), window_minutes: z.number().int() });
export type TViewersNow = z.infer<typeof ZViewersNow>;

/** The summary of §9's statistics rules, money in zł. */
export const ZStatisticsSummary = z.object({
  /** Every order, of any status. */
  orders: z.number(),
  /** COMPLETED with an amount above 0. */
  paidOrders: z.number(),
  /** Codes made by completed gifts and group tickets, and how many of them were used. */
  codesUsed: z.number(),
  codesTotal: z.number(),
  /** Completed group tickets with one unit free (one_free). */
  freeCodes: z.number(),
  /** zł: ticket sales value (COMPLETED amounts), income (the revenue rule), refunds (by the range end). */
  sales: z.number(),
  income: z.number(),
  refunds: z.number(),
});
export type TStatisticsSummary = z.infer<typeof ZStatisticsSummary>;

/**
 * GET /api/statistics/paymentsumm: the summaries of the orders placed on the range's days — for an event
 * (tickets, group tickets and gifts of an event), for a video (the same of a video), and gifts for any product.
 */
export const ZPaymentSumm = zRangeEcho.extend({
  eventsSumm: ZStatisticsSummary,
  videosSumm: ZStatisticsSummary,
  anyProductSumm: ZStatisticsSummary,
});
export type TPaymentSumm = z.infer<typeof ZPaymentSumm>;

/** One event's or video's figures over all time: the §9 summary of its orders, its viewers and its views. */
export const ZProductStatistics = ZStatisticsSummary.extend({
  id: z.number(),
  title: z.string(),
  slug: z.string().nullable(),
  /** An event's first day (YYYY-MM-DD), a video's day of adding, Warsaw. */
  date: z.string().nullable(),
  /** People with access through a completed ticket or rental (bought, redeemed with a code, or granted). */
  viewers: z.number(),
  /** Playback starts. */
  views: z.number(),
});
export type TProductStatistics = z.infer<typeof ZProductStatistics>;

/** GET /api/statistics/events and /videos. */
export const ZProductStatisticsList = z.object({ data: z.array(ZProductStatistics) });
export type TProductStatisticsList = z.infer<typeof ZProductStatisticsList>;
