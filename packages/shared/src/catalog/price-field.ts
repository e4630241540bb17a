import { z } from 'zod';
import { V } from '../validation/messages';
import { zlotyToGrosze } from './money';

/**
 * A price field of a form (video_price, event_price): zł with up to 2 decimals, answering integer grosze;
 * anything else is "Niepoprawna wartość" (admin-content.md §5).
 */
export const zPriceZloty = () =>
  z
    .union([z.number({ error: V.wrong }), z.string({ error: V.wrong })], { error: V.wrong })
    .transform((value, ctx) => {
      const grosze = zlotyToGrosze(value);
      if (grosze === null) {
        ctx.addIssue({ code: 'custom', message: V.wrong });
        return z.NEVER;
      }
      return grosze;
    });
