import { randomInt } from 'node:crypto';
import { parseProductSlug } from '@scena/shared/commerce/product-slug';
import {
  CODE_V,
  GENERATED_SUFFIX_LENGTH,
  codeEndProblem,
  type TCodeForm,
} from '@scena/shared/commerce/codes';
import { warsawWallClockToUtc } from '@scena/shared/time/warsaw';
import type { Db } from '../../../db/client';
import { invalidField } from '../../../lib/errors';
import { loadProductForSale } from '../../product-access';
import type { NewCode } from './codes.repository';

/** Letters and digits without the look-alikes (0/O, 1/I/L), so a code read out or copied by hand works. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomCodeSuffix(): string {
  return Array.from({ length: GENERATED_SUFFIX_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * The columns a code form sets: its product must exist (422 `product_id` otherwise) and its end must lie after
 * `now`, unless it is the end the edited code has (`kept`).
 */
export async function codeValuesOf(
  db: Db,
  form: TCodeForm,
  when: { now: Date; kept?: Date },
): Promise<Omit<NewCode, 'code' | 'createdAt' | 'updatedAt'>> {
  const endProblem = codeEndProblem(form.expiration_date, when.now, when.kept);
  if (endProblem) throw invalidField('expiration_date', endProblem);
  const product = parseProductSlug(form.product_id);
  if (!product) throw invalidField('product_id', CODE_V.product);
  if (
    product.type !== 'any' &&
    !(await loadProductForSale(db, product.type, product.id, { unpublished: true }))
  )
    throw invalidField('product_id', CODE_V.product);
  return {
    description: form.desc,
    discountPercent: form.discount.discount_percent,
    discountCashGrosze: form.discount.discount_cash,
    eventId: product.type === 'event' ? product.id : null,
    videoId: product.type === 'video' ? product.id : null,
    expiresAt: warsawWallClockToUtc(form.expiration_date)!,
    usageLimit: form.limit,
  };
}
