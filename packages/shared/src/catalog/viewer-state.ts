import { z } from 'zod';

/**
 * What the API adds to an event or a video for the viewer who asks (visitor-side.md §4): whether they hold
 * access, their latest order's status, the country block, and the price their best activated code gives.
 */
export const viewerStateFields = {
  access: z.boolean().optional(),
  paymentStatus: z.string().nullable().optional(),
  countryBlocked: z.boolean().optional(),
  /** zł: the price with the signed-in viewer's best activated code; absent without one. */
  newPrice: z.number().optional(),
  /** The text of that code. */
  usedCode: z.string().optional(),
};
