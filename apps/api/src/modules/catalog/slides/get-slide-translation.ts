import type { TSlideTranslation } from '@scena/shared/catalog/slides';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { slideTranslationDto } from './slide-dto';
import { findSlideTranslation } from './slides.repository';

/** GET /api/translations/slide/{id} (admin). */
export async function getSlideTranslation(db: Db, id: number): Promise<TSlideTranslation> {
  const row = await findSlideTranslation(db, id);
  if (!row) throw notFound();
  return slideTranslationDto(row);
}
