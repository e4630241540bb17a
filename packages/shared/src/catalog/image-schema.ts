import { z } from 'zod';
import type { TImage } from './images';

/** One image as answers carry it; kept apart from images.ts so visitor pages read images without zod. */
export const ZImage = z.object({
  id: z.string(),
  url: z.string(),
  thumb_url: z.string(),
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
}) satisfies z.ZodType<TImage>;
