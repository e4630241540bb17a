import type { z } from 'zod';
import type { TSlideTranslation, ZSlideTranslationCreate } from '@scena/shared/catalog/slides';
import { TRANSLATION_V } from '@scena/shared/catalog/translations';
import { V } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import { writeAudit } from '../../../lib/audit';
import { invalidField } from '../../../lib/errors';
import { slideTranslationDto } from './slide-dto';
import { insertSlideTranslation } from './slides.repository';
import { SLIDES_CACHE_PREFIX } from './list-slides';

/** POST /api/translations/slide (admin): one per slide and language other than Polish. */
export async function createSlideTranslation(
  deps: AppDeps,
  actorUserId: number,
  input: z.output<typeof ZSlideTranslationCreate>,
): Promise<TSlideTranslation> {
  const now = deps.clock.now();
  const translation = await deps.db.transaction(async (tx) => {
    const row = await insertSlideTranslation(tx, {
      slideId: input.slide_id,
      languageCode: input.language_code,
      title: input.title,
      text: input.text ?? null,
      now,
    });
    if (row === 'exists') throw invalidField('language_code', TRANSLATION_V.translationExists);
    if (row === 'no_slide') throw invalidField('slide_id', V.wrong);
    await writeAudit(tx, {
      actorUserId,
      action: 'slide_translation.create',
      entity: 'slide_translation',
      entityId: row.id,
      data: { slide_id: row.slideId, language_code: row.languageCode },
      now,
    });
    return row;
  });
  await deps.cache.invalidate(SLIDES_CACHE_PREFIX);
  return slideTranslationDto(translation);
}
