/**
 * Uploaded images (admin-content.md §5, frontend-recipe "(e)"): JPEG or PNG only, refused above the UI's byte
 * and pixel limits, stored as a compressed original plus WebP renditions 400/800/1200 px wide (never upscaled),
 * which visitor pages use as `srcset` with width and height.
 */
export const IMAGE_V = {
  type: 'form.validate.image_type',
  tooLarge: 'form.validate.image_too_large',
  dimensions: 'form.validate.image_dimensions',
} as const;

/** Widths of the WebP renditions; an image narrower than one gets a rendition at its own width instead. */
export const IMAGE_RENDITION_WIDTHS = [400, 800, 1200] as const;

export interface ImageLimits {
  /** The UI's upload limit in bytes. */
  maxBytes: number;
  /** Refused when wider or taller (after auto-rotation). */
  maxPx: number;
  /** The compressed original fits in a box of this size… */
  outputPx: number;
  /** …and weighs at most this (recompressed harder, a PNG turned into a JPEG, until it does). */
  maxOutputBytes: number;
}

const KB = 1024;

/**
 * Per kind. The spec gives galleries no UI limit, only "compressed to 3 MB and 2000 px": we accept uploads up
 * to 3 MB and 8000 px and shrink them to 2000 px and 3 MB. Slides: UI 5200 KB and 4000 px, stored ≤ 4 MB (the
 * spec's 5000 px box is moot under the 4000 px upload limit).
 */
export const IMAGE_LIMITS = {
  gallery: { maxBytes: 3 * KB * KB, maxPx: 8000, outputPx: 2000, maxOutputBytes: 3 * KB * KB },
  slide: { maxBytes: 5200 * KB, maxPx: 4000, outputPx: 4000, maxOutputBytes: 4 * KB * KB },
  /** Video main image: UI 1200 KB and 1000 px; stored ≤ 2000 px and 3 MB (moot under the upload limit). */
  videoImage: { maxBytes: 1200 * KB, maxPx: 1000, outputPx: 2000, maxOutputBytes: 3 * KB * KB },
  /** Video thumbnail: UI 1200 KB and 1000 px; stored ≤ 650 px and 1 MB. */
  videoThumb: { maxBytes: 1200 * KB, maxPx: 1000, outputPx: 650, maxOutputBytes: 1 * KB * KB },
  /** The sign-in and sign-up background (admin-content.md §5): UI 5200 KB and 4000 px, stored ≤ 5 MB. */
  configBackground: { maxBytes: 5200 * KB, maxPx: 4000, outputPx: 4000, maxOutputBytes: 5 * KB * KB },
  /** Advertisement and gift images per device (admin-content.md §5). */
  configMobile: { maxBytes: 1200 * KB, maxPx: 1000, outputPx: 1000, maxOutputBytes: 1 * KB * KB },
  configTablet: { maxBytes: 2200 * KB, maxPx: 1500, outputPx: 1500, maxOutputBytes: 2 * KB * KB },
  configDesktop: { maxBytes: 3200 * KB, maxPx: 3000, outputPx: 3000, maxOutputBytes: 3 * KB * KB },
} as const satisfies Record<string, ImageLimits>;

export type ImageKind = keyof typeof IMAGE_LIMITS;

/** The widths of the renditions made for an image `width` px wide: 400/800/1200, capped at its width. */
export function renditionWidths(width: number): number[] {
  return [...new Set(IMAGE_RENDITION_WIDTHS.map((target) => Math.min(target, width)))];
}

/** One image as answers carry it (its schema: ZImage in image-schema.ts). */
export interface TImage {
  id: string;
  /** The compressed original (JPEG or PNG). */
  url: string;
  /** The smallest WebP rendition. */
  thumb_url: string;
  /** "url 400w, url 800w, url 1200w" of the WebP renditions. */
  srcset: string;
  width: number;
  height: number;
}

/**
 * The `sizes` of the images that are a page's largest paint, shared by the pages and by the server that
 * preloads them from the HTML head (the two must agree, or the browser fetches a second rendition).
 */
export const IMAGE_SIZES = {
  /** The home page's slider. */
  slide: '(min-width: 76rem) 72rem, 100vw',
  /** The poster of an event or video page. */
  poster: '(min-width: 992px) 28rem, 100vw',
  /** A card of the home page's grids (1, 2, then 3 columns of at most ~23rem); on phones the first is the largest paint. */
  card: '(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw',
  /** The product's poster on a payment page, beside the order form on a wide screen. */
  checkout: '(min-width: 60rem) 24rem, 100vw',
} as const;
