import { PRODUCT_PATH_SEGMENT } from '../site/site-paths';

/**
 * Product slugs (product-decisions §6): `event-12`, `video-7`, `any` (a code or gift for any product) and a group
 * ticket's `event-12-8` (type, id, quantity). One parser for the codes, gifts and group tickets of every issue.
 */
export const PRODUCT_TYPES = ['event', 'video'] as const;
export type TProductType = (typeof PRODUCT_TYPES)[number];

export type TProductRef = { type: TProductType; id: number };
export type TProductSlug = TProductRef | { type: 'any' };

const SLUG = /^(event|video)-([1-9]\d{0,9})(?:-([1-9]\d{0,5}))?$/;

/** A product slug, or null when the text is not one. `quantity` only for a group ticket's slug. */
export function parseProductSlug(text: string): (TProductSlug & { quantity?: number }) | null {
  const value = text.trim();
  if (value === 'any') return { type: 'any' };
  const match = SLUG.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  if (id > 2_147_483_647) return null;
  const product = { type: match[1] as TProductType, id };
  return match[3] ? { ...product, quantity: Number(match[3]) } : product;
}

export function productSlugOf(product: TProductSlug, quantity?: number): string {
  if (product.type === 'any') return 'any';
  return quantity ? `${product.type}-${product.id}-${quantity}` : `${product.type}-${product.id}`;
}

export function productTypeOfSegment(segment: string): TProductType | null {
  if (segment === PRODUCT_PATH_SEGMENT.event || segment === 'event') return 'event';
  if (segment === PRODUCT_PATH_SEGMENT.video || segment === 'video') return 'video';
  return null;
}
