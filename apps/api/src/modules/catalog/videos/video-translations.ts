import {
  ZVideoTranslation,
  ZVideoTranslationCreate,
  ZVideoTranslationUpdate,
} from '@scena/shared/catalog/videos';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { translationKind } from '../translations/translation-kind';
import { videoTranslationDto } from './videos-dto';
import { checkHostedLink } from './videos-form';
import { invalidateVideoCaches } from './videos-write';
import { videoTranslationRows } from './videos.repository';

/**
 * A video's texts and stream links in a language other than Polish (/api/translations/video): HTML sanitized,
 * hosted-video links checked (NOT_UPLOADED refused).
 */
export const videoTranslationKind = translationKind('video', '/videos', {
  listSummary: "A video's translations with their stream links (admin)",
  schemas: { answer: ZVideoTranslation, create: ZVideoTranslationCreate, update: ZVideoTranslationUpdate },
  rows: videoTranslationRows,
  async valuesOf(input, db) {
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
  },
  auditedField: 'title',
  dto: videoTranslationDto,
  invalidate: invalidateVideoCaches,
});
