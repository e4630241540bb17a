import type { z } from 'zod';
import { TRANSLATION_V } from '@scena/shared/catalog/translations';
import type {
  TVideoTranslation,
  ZVideoTranslationCreate,
  ZVideoTranslationUpdate,
} from '@scena/shared/catalog/videos';
import { V } from '@scena/shared';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../lib/audit';
import { invalidField, notFound } from '../../../lib/errors';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { videoTranslationDto } from './videos-dto';
import { checkHostedLink } from './videos-form';
import { invalidateVideoCaches } from './videos-write';
import {
  deleteVideoTranslationRow,
  findVideoById,
  findVideoTranslation,
  insertVideoTranslation,
  listTranslationsOfVideos,
  updateVideoTranslationRow,
  type VideoTranslationValues,
} from './videos.repository';

/** Video translations (admin-content.md §7): the five calls of /api/translations/video and the video's list. */

type TranslationInput = z.output<typeof ZVideoTranslationUpdate>;

/** The row values: HTML sanitized, hosted-video links checked (NOT_UPLOADED refused). */
async function valuesOf(db: Db, input: TranslationInput): Promise<VideoTranslationValues> {
  for (const field of ['video_link', 'accessibility_video', 'autodesc_video'] as const) {
    await checkHostedLink(db, field, input[field]);
  }
  return {
    languageCode: input.language_code,
    title: input.title ?? null,
    subtitle: input.subtitle ?? null,
    videoLink: input.video_link,
    accessibilityVideo: input.accessibility_video,
    autodescVideo: input.autodesc_video,
    teaserLink: input.teaser_link,
    description: input.description ? sanitizeHtml(input.description) || null : null,
    additionalDesc: input.additional_desc ? sanitizeHtml(input.additional_desc) || null : null,
  };
}

/** GET /api/videos/{id}/translations (admin). */
export async function listTranslationsOfVideo(db: Db, videoId: number): Promise<TVideoTranslation[]> {
  if (!(await findVideoById(db, videoId))) throw notFound();
  return (await listTranslationsOfVideos(db, [videoId])).map(videoTranslationDto);
}

/** GET /api/translations/video/{id} (admin). */
export async function getVideoTranslation(db: Db, id: number): Promise<TVideoTranslation> {
  const row = await findVideoTranslation(db, id);
  if (!row) throw notFound();
  return videoTranslationDto(row);
}

/** POST /api/translations/video (admin): one per video and language. */
export async function createVideoTranslation(
  deps: AppDeps,
  actorUserId: number,
  input: z.output<typeof ZVideoTranslationCreate>,
): Promise<TVideoTranslation> {
  const now = deps.clock.now();
  const translation = await deps.db.transaction(async (tx) => {
    if (!(await findVideoById(tx, input.video_id))) throw invalidField('video_id', V.wrong);
    const row = await insertVideoTranslation(tx, {
      ...(await valuesOf(tx, input)),
      videoId: input.video_id,
      now,
    });
    if (row === 'exists') throw invalidField('language_code', TRANSLATION_V.translationExists);
    await writeAudit(tx, {
      actorUserId,
      action: 'video_translation.create',
      entity: 'video_translation',
      entityId: row.id,
      data: { video_id: row.videoId, language_code: row.languageCode, title: row.title },
      now,
    });
    return row;
  });
  await invalidateVideoCaches(deps);
  return videoTranslationDto(translation);
}

/** PUT /api/translations/video/{id} (admin): every field; the video stays. */
export async function updateVideoTranslation(
  deps: AppDeps,
  actorUserId: number,
  id: number,
  input: TranslationInput,
): Promise<TVideoTranslation> {
  const now = deps.clock.now();
  const translation = await deps.db.transaction(async (tx) => {
    if (!(await findVideoTranslation(tx, id))) throw notFound();
    const row = await updateVideoTranslationRow(tx, id, { ...(await valuesOf(tx, input)), now });
    if (row === 'exists') throw invalidField('language_code', TRANSLATION_V.translationExists);
    if (!row) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'video_translation.update',
      entity: 'video_translation',
      entityId: id,
      data: { video_id: row.videoId, language_code: row.languageCode, title: row.title },
      now,
    });
    return row;
  });
  await invalidateVideoCaches(deps);
  return videoTranslationDto(translation);
}

/** DELETE /api/translations/video/{id} (admin). */
export async function deleteVideoTranslation(deps: AppDeps, actorUserId: number, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await deleteVideoTranslationRow(tx, id);
    if (!row) throw notFound();
    await writeAudit(tx, {
      actorUserId,
      action: 'video_translation.delete',
      entity: 'video_translation',
      entityId: id,
      data: { video_id: row.videoId, language_code: row.languageCode },
      now,
    });
  });
  await invalidateVideoCaches(deps);
}
