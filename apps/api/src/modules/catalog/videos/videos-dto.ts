import { groszeToZloty } from '@scena/shared/catalog/money';
import type { ViewerState } from '../../product-access';
import type { TGalleryImage } from '@scena/shared/catalog/galleries';
import { videoWindowStatus } from '@scena/shared/catalog/video-window';
import type { TAdminVideo, TVideo, TVideoTranslation } from '@scena/shared/catalog/videos';
import type { TPublicVideoTranslation } from '@scena/shared/catalog/translations';
import type { CategoryTranslationRow, VideoRow } from '../../../db/schema';
import { imageDto } from '../../../lib/images';
import { galleryImageDto } from '../galleries/gallery-dto';
import type { listImagesOfGalleries, VideoTranslationRow } from './videos.repository';

type GalleryImageRow = Awaited<ReturnType<typeof listImagesOfGalleries>>[number];

/** What a video answer needs besides its row. */
export interface VideoContext {
  categories: Array<{ id: number; name: string }>;
  categoryTranslations: CategoryTranslationRow[];
  translations: VideoTranslationRow[];
  galleryImages: GalleryImageRow[];
}

/** The caller's view of the video, only for a signed-in caller. */
export interface VideoViewer extends ViewerState {
  countryBlocked: boolean;
}

/** A video's translation as visitors get it (on the video and on its events): texts only, no stream link. */
export function publicVideoTranslationDto(row: VideoTranslationRow): TPublicVideoTranslation {
  return {
    language_code: row.languageCode,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    additional_desc: row.additionalDesc,
    teaser_link: row.teaserLink,
  };
}

export function videoTranslationDto(row: VideoTranslationRow): TVideoTranslation {
  return {
    ...publicVideoTranslationDto(row),
    id: row.id,
    video_id: row.videoId,
    video_link: row.videoLink,
    accessibility_video: row.accessibilityVideo,
    autodesc_video: row.autodescVideo,
  };
}

/**
 * A visitor's video in `language`, Polish field by field where a translation is missing. Built field by field
 * so that nothing of the row leaks: no stream link of the video or of its translations (product-decisions §16);
 * only whether the sign-language and audio-description variants exist.
 */
export function publicVideoDto(
  row: VideoRow,
  context: VideoContext,
  language: string,
  now: Date,
  viewer?: VideoViewer,
): TVideo {
  const translation = context.translations.find((t) => t.languageCode === language);
  const categoryName = (category: { id: number; name: string }) =>
    context.categoryTranslations.find((t) => t.categoryId === category.id && t.languageCode === language)
      ?.name || category.name;
  return {
    id: row.id,
    slug: row.slug,
    title: translation?.title || row.title,
    subtitle: translation?.subtitle || row.subtitle,
    description: translation?.description || row.description,
    additional_desc: translation?.additionalDesc || row.additionalDesc,
    teaser_link: translation?.teaserLink || row.teaserLink,
    video_price: groszeToZloty(row.videoPriceGrosze),
    duration: row.duration,
    age_restriction: row.ageRestriction,
    available_from: row.availableFrom?.toISOString() ?? null,
    end_date: row.endDate?.toISOString() ?? null,
    weight: row.weight,
    visible: row.visible,
    dashboard_hidden: row.dashboardHidden,
    share_teatrlink: row.shareTeatrlink,
    restricted_access: row.restrictedAccess,
    tickets_expiration_time: row.ticketsExpirationTime,
    categories: context.categories.map((category) => category.id),
    category_names: context.categories.map((category) => ({ id: category.id, name: categoryName(category) })),
    image_link: row.imageLink,
    thumb_link: row.thumbLink,
    main_image: imageDto(row.mainImage) ?? null,
    thumb_image: imageDto(row.thumbImage) ?? null,
    gallery_id: row.galleryId,
    gallery: context.galleryImages
      .filter((image) => image.galleryId === row.galleryId)
      .map(galleryImageDto)
      .filter((image): image is TGalleryImage => image !== undefined),
    translations: context.translations.map(publicVideoTranslationDto),
    has_accessibility_video: Boolean(row.accessibilityVideo),
    has_autodesc_video: Boolean(row.autodescVideo),
    added_at: row.addedAt.toISOString(),
    status: videoWindowStatus({ available_from: row.availableFrom, end_date: row.endDate }, now),
    ...(viewer ?? {}),
  };
}

/** The administrator's video: Polish texts as stored, the stream links and the translations with theirs. */
export function adminVideoDto(row: VideoRow, context: VideoContext, now: Date): TAdminVideo {
  return {
    ...publicVideoDto(row, context, 'pl', now),
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    additional_desc: row.additionalDesc,
    teaser_link: row.teaserLink,
    video_link: row.videoLink,
    accessibility_video: row.accessibilityVideo,
    autodesc_video: row.autodescVideo,
    translations: context.translations.map(videoTranslationDto),
    views: row.views,
    updated_at: row.updatedAt.toISOString(),
  };
}
