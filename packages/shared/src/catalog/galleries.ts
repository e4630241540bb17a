import { z } from 'zod';
import { V } from '../validation/messages';
import { ZImage } from './image-schema';
import { CATEGORY_NAME_PATTERN } from './categories';
import { maxLengthKey } from './translations';

/** Galleries (admin-content.md §3, §4, §5 "Gallery", §7): a name and at most 5 images. */
export const GALLERY_NAME_MAX = 100;
export const GALLERY_IMAGES_MAX = 5;
export const GALLERY_V = {
  name: 'form.validate.gallery_name',
  full: 'form.validate.gallery_full',
} as const;

/** Letters (Polish included), digits, spaces and ( ) ! - + # ? % @ . — the same set as category names. */
export const zGalleryName = () =>
  z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required, abort: true })
    .max(GALLERY_NAME_MAX, { error: maxLengthKey(GALLERY_NAME_MAX) })
    .regex(CATEGORY_NAME_PATTERN, { error: GALLERY_V.name });

/** POST /api/galleries and PUT /api/galleries/{id}. */
export const ZGalleryForm = z.object({ name: zGalleryName() });
export type TGalleryForm = z.input<typeof ZGalleryForm>;

/** One image of a gallery: the image with its grid thumbnail (300×300 cover crop). */
export const ZGalleryImage = ZImage.omit({ id: true }).extend({ id: z.number(), grid_thumb_url: z.string() });
export type TGalleryImage = z.infer<typeof ZGalleryImage>;

/** The administrator's gallery, with the videos that use it. */
export const ZGallery = z.object({
  id: z.number(),
  name: z.string(),
  updated_at: z.string(),
  images: z.array(ZGalleryImage),
  videos: z.array(z.object({ id: z.number(), title: z.string(), slug: z.string() })),
});
export type TGallery = z.infer<typeof ZGallery>;
