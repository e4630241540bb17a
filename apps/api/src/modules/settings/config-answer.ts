import { CONFIG_IMAGE_KEYS, type TAppConfig, type TAppConfigAnswer, type TConfigImages } from '@scena/shared';
import { imageDto } from '../../lib/images';

/**
 * Settings hold an image's ref; answers carry its URL under the same key (what the web app puts in `src`) and
 * its renditions, srcset, width and height under `images[key]`. A ref that no longer parses answers null.
 */
export function withImageUrls(config: TAppConfig): { config: TAppConfig; images: TConfigImages } {
  const mapped: Record<string, unknown> = { ...config };
  const images: TConfigImages = {};
  for (const key of CONFIG_IMAGE_KEYS) {
    const dto = imageDto(config[key]);
    mapped[key] = dto?.url ?? null;
    if (dto) images[key] = dto;
  }
  return { config: mapped as TAppConfig, images };
}

/** An administrator's answer: every setting with URLs and `images`. */
export function adminConfigAnswer(config: TAppConfig): TAppConfigAnswer {
  const { config: mapped, images } = withImageUrls(config);
  return { ...mapped, images };
}
