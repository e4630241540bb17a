import type { FastifyRequest } from 'fastify';
import { slugFromTitle, slugWithSuffix } from '@scena/shared/catalog/events';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import { parseVideoLink } from '@scena/shared/catalog/video-link';
import { VIDEO_IMAGE_FIELDS, VIDEO_V, type TVideoFormOutput } from '@scena/shared/catalog/videos';
import { V } from '@scena/shared';
import type { Db } from '../../../db/client';
import { invalidField } from '../../../lib/errors';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import {
  existingCategoryIds,
  findVideoBySlug,
  galleryExists,
  listVideoSlugsLike,
  type NewVideoValues,
} from './videos.repository';
import { findHostedVideo } from '../../media';
import { fileBytes, fileNotAllowed, multipartParts } from '../../../lib/multipart';

/**
 * A stream link naming a hosted video of the local host (`local:<id>`, the hosted video's numeric id) must name
 * an existing one that has finished uploading: 'form.validate.video_not_uploaded' for a NOT_UPLOADED one
 * (admin-content.md §2 "Video catalogue"), "Niepoprawna wartość" for an unknown one.
 */
export async function checkHostedLink(
  db: Db,
  field: string,
  value: string | null | undefined,
): Promise<void> {
  const link = parseVideoLink(value);
  if (!value || link.kind !== 'local') return;
  const id = /^\d{1,10}$/.test(link.id) ? Number(link.id) : NaN;
  const hosted = Number.isSafeInteger(id) && id <= 2_147_483_647 ? await findHostedVideo(db, id) : undefined;
  if (!hosted) throw invalidField(field, V.wrong);
  if (hosted.status !== 'COMPLETE') throw invalidField(field, VIDEO_V.notUploaded);
}

/**
 * The row values of a valid video form: the slug (given, or generated from the title with the first free
 * suffix), the HTML sanitized, the gallery, categories and hosted-video links checked. Refuses with 422.
 */
export async function videoValuesFromForm(
  db: Db,
  form: TVideoFormOutput,
  now: Date,
  exceptId?: number,
): Promise<NewVideoValues> {
  for (const field of ['video_link', 'accessibility_video', 'autodesc_video'] as const) {
    await checkHostedLink(db, field, form[field]);
  }
  if (form.gallery_id !== null && !(await galleryExists(db, form.gallery_id))) {
    throw invalidField('gallery_id', V.wrong);
  }
  const known = await existingCategoryIds(db, form.categories);
  if (form.categories.some((id) => !known.has(id))) throw invalidField('categories', V.wrong);
  const slug = await chooseVideoSlug(db, form, exceptId);
  return {
    title: form.title,
    subtitle: form.subtitle ?? null,
    slug,
    description: form.description ? sanitizeHtml(form.description) || null : null,
    additionalDesc: form.additional_desc ? sanitizeHtml(form.additional_desc) || null : null,
    teaserLink: form.teaser_link,
    videoLink: form.video_link,
    accessibilityVideo: form.accessibility_video,
    autodescVideo: form.autodesc_video,
    visible: form.visible,
    ageRestriction: form.age_restriction,
    duration: form.duration,
    galleryId: form.gallery_id,
    weight: form.weight,
    availableFrom: form.available_from,
    endDate: form.end_date,
    videoPriceGrosze: form.video_price,
    restrictedAccess: form.restricted_access,
    dashboardHidden: form.dashboard_hidden,
    ticketsExpirationTime: form.tickets_expiration_time,
    shareTeatrlink: form.share_teatrlink,
    updatedAt: now,
  };
}

async function chooseVideoSlug(db: Db, form: TVideoFormOutput, exceptId?: number): Promise<string> {
  if (form.slug) {
    const other = await findVideoBySlug(db, form.slug);
    if (other && other.id !== exceptId) throw invalidField('slug', VIDEO_V.slugTaken);
    return form.slug;
  }
  const base = slugFromTitle(form.title, 'wideo');
  const taken = new Set(await listVideoSlugsLike(db, base, exceptId));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = slugWithSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/** Multipart limits of the video form: two image files and its ~25 text fields, descriptions up to 100 000. */
export const VIDEO_MULTIPART_LIMITS = {
  files: 2,
  fields: 40,
  fieldSize: 200_000,
  parts: 42,
  headerPairs: 100,
  fileSize: IMAGE_LIMITS.videoImage.maxBytes,
};

/**
 * The video form as multipart (text fields + the files main_image and thumb_image) or as JSON (no images).
 * A file over the byte limit is refused while streaming with 422 on its field; an empty file counts as none.
 */
export async function readVideoForm(
  request: FastifyRequest,
): Promise<{ fields: unknown; images: Partial<Record<'image' | 'thumb', Buffer>> }> {
  if (!request.isMultipart()) return { fields: request.body, images: {} };
  const fields: Record<string, string | string[]> = {};
  const images: Partial<Record<'image' | 'thumb', Buffer>> = {};
  for await (const part of multipartParts(request, VIDEO_MULTIPART_LIMITS)) {
    if (part.type === 'file') {
      const slot =
        part.fieldname === VIDEO_IMAGE_FIELDS.image
          ? 'image'
          : part.fieldname === VIDEO_IMAGE_FIELDS.thumb
            ? 'thumb'
            : undefined;
      if (!slot) throw fileNotAllowed(part);
      const buffer = await fileBytes(part);
      if (buffer.length > 0) images[slot] = buffer;
    } else {
      const value = String(part.value ?? '');
      const name = part.fieldname.replace(/\[\]$/, '');
      // Repeated fields (categories[]=1&categories[]=2) become a list.
      const before = fields[name];
      fields[name] =
        before === undefined && !part.fieldname.endsWith('[]')
          ? value
          : [...(Array.isArray(before) ? before : before === undefined ? [] : [before]), value];
    }
  }
  return { fields, images };
}
