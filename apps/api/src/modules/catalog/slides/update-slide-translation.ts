import type { z } from 'zod';
import type { TSlideTranslation, ZSlideTranslationUpdate } from '@scena/shared/catalog/slides';
import { TRANSLATION_V } from '@scena/shared/catalog/translations';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { slideTranslationDto } from './slide-dto';
import { updateSlideTranslationRow } from './slides.repository';
import { SLIDES_CACHE_PREFIX } from './list-slides';

/** PUT /api/translations/slide/{id} (admin): title, text and language; the slide stays. */
export async function updateSlideTranslation(
  deps: AppDeps,
  actorUserId: number,
  id: number,
  input: z.output<typeof ZSlideTranslationUpdate>,
): Promise<TSlideTranslation> {
  const now = deps.clock.now();
  const translation = await deps.db.transaction(async (tx) => {
    const row = await updateSlideTranslationRow(tx, id, {
      languageCode: input.language_code,
      title: input.title,
      text: input.text ?? null,
      now,
    });
    if (row === 'exists') throw invalidField('language_code', TRANSLATION_V.translationExists);
    if (!row) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'slide_translation.update',
      entity: 'slide_translation',
      entityId: id,
      data: { slide_id: row.slideId, language_code: row.languageCode },
      now,
    });
    return row;
  });
  await deps.cache.invalidate(SLIDES_CACHE_PREFIX);
  return slideTranslationDto(translation);
}
