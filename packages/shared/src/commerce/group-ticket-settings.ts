import { z } from 'zod';
import { V } from '../validation/messages';

/** Message keys of the group ticket form, with the texts of admin-commerce-people.md §5 "Group ticket form". */
export const GROUP_V = {
  /** 'Proszę podać minimalną liczbę biletów.' */
  minRequired: 'form.validate.group_min_units',
  /** 'Proszę podać maksymalną liczbę biletów.' */
  maxRequired: 'form.validate.group_max_units',
  /** 'Nieprawidłowa wartość.': not a whole number in range, or max below min (on max). */
  units: 'form.validate.group_units',
  /** 'Proszę podać wartość z zakresu 0-99' */
  discount: 'form.validate.group_discount',
} as const;

/**
 * A group is at least two people: with one_free a "group" of one would be a free ticket. The upper bound keeps
 * one order's generated codes (one per ticket, product-decisions §26) within what a code batch may hold.
 */
export const GROUP_UNITS_MIN = 2;
export const GROUP_UNITS_MAX = 500;
export const GROUP_DISCOUNT_MAX = 99;

/** A whole number from a form (a number or its digits as text); empty → `emptyKey`, anything else → `wrongKey`. */
const zWhole = (emptyKey: string, wrongKey: string, min: number, max: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: wrongKey })
    .optional()
    .transform((value, ctx) => {
      const text = value === null || value === undefined ? '' : String(value).trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: emptyKey });
        return z.NEVER;
      }
      const n = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: wrongKey });
        return z.NEVER;
      }
      return n;
    });

const zToggle = () => z.boolean({ error: V.wrong });

/**
 * The group ticket settings (admin-commerce-people.md §3, §5): PUT /api/groupTickets/settings takes all six,
 * the back-office form checks the same; nothing else. max_units below min_units is refused on max_units.
 */
export const ZGroupTicketSettings = z
  .object({
    event_available: zToggle(),
    video_available: zToggle(),
    one_free: zToggle(),
    min_units: zWhole(GROUP_V.minRequired, GROUP_V.units, GROUP_UNITS_MIN, GROUP_UNITS_MAX),
    max_units: zWhole(GROUP_V.maxRequired, GROUP_V.units, GROUP_UNITS_MIN, GROUP_UNITS_MAX),
    discount: zWhole(GROUP_V.discount, GROUP_V.discount, 0, GROUP_DISCOUNT_MAX),
  })
  .strict()
  .refine((value) => value.max_units >= value.min_units, {
    path: ['max_units'],
    error: GROUP_V.units,
    // Checked as soon as both numbers are good, even while another field is wrong: every problem shows at once.
    when: (payload) => {
      const value = payload.value as { min_units?: unknown; max_units?: unknown } | null;
      return typeof value?.min_units === 'number' && typeof value?.max_units === 'number';
    },
  });
export type TGroupTicketSettingsInput = z.input<typeof ZGroupTicketSettings>;
export type TGroupTicketSettings = z.output<typeof ZGroupTicketSettings>;

/** GET /api/groupTickets/settings (everyone) and its PUT's answer: `groupTicketConfig` of GET /external_api/config. */
export const ZGroupTicketConfig = z.object({
  event_available: z.boolean(),
  video_available: z.boolean(),
  min_units: z.number(),
  max_units: z.number(),
  one_free: z.boolean(),
  /** percent, 0–99 */
  discount: z.number(),
});
export type TGroupTicketConfig = z.infer<typeof ZGroupTicketConfig>;

/** The settings as the app config stores them (group_* keys), for the settings update. */
export function groupTicketConfigChanges(settings: TGroupTicketSettings) {
  return {
    group_event_available: settings.event_available,
    group_video_available: settings.video_available,
    group_one_free: settings.one_free,
    group_min_units: settings.min_units,
    group_max_units: settings.max_units,
    group_discount: settings.discount,
  };
}
