import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  IMAGE_V,
  renditionWidths,
  type ImageKind,
  type ImageLimits,
  type TImage,
} from '@scena/shared/catalog/images';
import type { AppConfigEnv } from '../config';
import { invalidField } from './errors';

/**
 * The image pipeline (admin-content.md §5, frontend-recipe "(e)"). Every upload gets a folder of its own,
 * `${DATA_DIR}/media/images/<id>/`, holding:
 * - `original-<W>x<H>.jpg|png`: auto-rotated, metadata stripped, shrunk to the kind's box and recompressed;
 * - `w<width>.webp`: renditions 400/800/1200 px wide, never upscaled (a 600 px image gets w400 and w600);
 * - `grid.webp`: a 300×300 cover crop for the admin's image grids.
 * The original's name carries its size, so `<id>/original-<W>x<H>.<ext>` (the "ref", what rows store) is enough
 * to rebuild every URL, the srcset and the width and height without touching the disk.
 */

export const IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;
export const IMAGE_FILE_PATTERN = /^(?:original-\d{1,5}x\d{1,5}\.(?:jpg|png)|w\d{1,5}\.webp|grid\.webp)$/;
const REF_PATTERN = /^([A-Za-z0-9_-]{16})\/(original-(\d{1,5})x(\d{1,5})\.(?:jpg|png))$/;
export const MEDIA_IMAGES_PATH = '/media/images';
const GRID_PX = 300;
/** Decompression-bomb guard: sharp refuses inputs with more pixels than this before decoding them. */
const MAX_INPUT_PIXELS = 80_000_000;

type ImageDeps = { env: Pick<AppConfigEnv, 'DATA_DIR'> };

export interface StoredImage {
  id: string;
  /** `<id>/original-<W>x<H>.<ext>`: what a row stores. */
  ref: string;
  width: number;
  height: number;
  /** File names inside the image's folder. */
  original: string;
  renditions: Array<{ file: string; width: number; height: number }>;
  grid: string;
}

export function imagesRoot(deps: ImageDeps): string {
  return path.join(deps.env.DATA_DIR, 'media', 'images');
}

/** The real format from the first bytes, whatever the file's name or declared type says. */
export function sniffImageType(buffer: Buffer): 'jpeg' | 'png' | undefined {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buffer.length >= 8 && png.every((byte, index) => buffer[index] === byte)) return 'png';
  return undefined;
}

/**
 * Checks an upload without writing anything, from its header alone (nothing is decoded). Refusals are 422s on
 * `field`: not a JPEG/PNG ('form.validate.image_type'), over the byte limit ('form.validate.image_too_large'),
 * wider or taller than the limit ('form.validate.image_dimensions'). Answers the real format.
 */
export async function checkImage(
  buffer: Buffer,
  options: Pick<ImageLimits, 'maxBytes' | 'maxPx'> & { field?: string },
): Promise<'jpeg' | 'png'> {
  const field = options.field ?? 'image';
  if (buffer.length > options.maxBytes) throw invalidField(field, IMAGE_V.tooLarge);
  const type = sniffImageType(buffer);
  if (!type) throw invalidField(field, IMAGE_V.type);

  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw invalidField(field, IMAGE_V.type);
  }
  if (metadata.format !== type || !metadata.width || !metadata.height)
    throw invalidField(field, IMAGE_V.type);
  // EXIF orientations 5–8 turn the picture by 90°: the limits apply to the image as it is shown.
  const turned = (metadata.orientation ?? 1) >= 5;
  const shownWidth = turned ? metadata.height : metadata.width;
  const shownHeight = turned ? metadata.width : metadata.height;
  if (shownWidth > options.maxPx || shownHeight > options.maxPx)
    throw invalidField(field, IMAGE_V.dimensions);
  return type;
}

/**
 * Checks (checkImage) and stores one upload. A file that passes the check may still be refused as the wrong
 * type when decoding finds it corrupt. Nothing is left on disk when it fails.
 */
export async function storeImage(
  deps: ImageDeps,
  buffer: Buffer,
  options: ImageLimits & { kind: ImageKind; field?: string },
): Promise<StoredImage> {
  const field = options.field ?? 'image';
  const type = await checkImage(buffer, options);

  const root = imagesRoot(deps);
  const id = randomBytes(12).toString('base64url');
  const staging = path.join(root, `.staging-${id}`);
  try {
    await fs.mkdir(staging, { recursive: true });
    const { data: originalData, info, format } = await compressOriginal(buffer, type, options);
    const width = info.width;
    const height = info.height;
    const original = `original-${width}x${height}.${format === 'jpeg' ? 'jpg' : 'png'}`;
    await fs.writeFile(path.join(staging, original), originalData);

    const renditions: StoredImage['renditions'] = [];
    for (const renditionWidth of renditionWidths(width)) {
      const file = `w${renditionWidth}.webp`;
      const out = await sharp(originalData)
        .resize({ width: renditionWidth, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toFile(path.join(staging, file));
      renditions.push({ file, width: out.width, height: out.height });
    }
    await sharp(originalData)
      .resize(GRID_PX, GRID_PX, { fit: 'cover', withoutEnlargement: false })
      .webp({ quality: 75 })
      .toFile(path.join(staging, 'grid.webp'));

    await fs.rename(staging, path.join(root, id));
    return { id, ref: `${id}/${original}`, width, height, original, renditions, grid: 'grid.webp' };
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    if ((error as { statusCode?: number }).statusCode === 422) throw error;
    // sharp refuses a truncated or corrupt file only while decoding it.
    if (error instanceof Error && /Input|VipsJpeg|pngload|jpegload|corrupt|premature/i.test(error.message)) {
      throw invalidField(field, IMAGE_V.type);
    }
    throw error;
  }
}

/**
 * The upright, metadata-free original shrunk into the kind's box, within its byte ceiling: a JPEG at falling
 * quality; a PNG losslessly, then as a palette PNG, then (flattened on white) as a JPEG.
 */
async function compressOriginal(buffer: Buffer, type: 'jpeg' | 'png', options: ImageLimits) {
  // rotate() without arguments applies the EXIF orientation; sharp drops metadata unless asked to keep it.
  const base = () =>
    sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: options.outputPx, height: options.outputPx, fit: 'inside', withoutEnlargement: true });
  const attempts: Array<{ format: 'jpeg' | 'png'; make: () => sharp.Sharp }> =
    type === 'png'
      ? [
          { format: 'png', make: () => base().png({ compressionLevel: 9, adaptiveFiltering: true }) },
          { format: 'png', make: () => base().png({ compressionLevel: 9, palette: true }) },
        ]
      : [];
  for (const quality of [82, 70, 55, 40]) {
    attempts.push({
      format: 'jpeg',
      make: () => base().flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }),
    });
  }
  let result: { data: Buffer; info: sharp.OutputInfo; format: 'jpeg' | 'png' } | undefined;
  for (const attempt of attempts) {
    const { data, info } = await attempt.make().toBuffer({ resolveWithObject: true });
    result = { data, info, format: attempt.format };
    if (data.length <= options.maxOutputBytes) break;
  }
  return result!;
}

/** Removes an image's folder; an unknown or malformed id is ignored. */
export async function deleteImage(deps: ImageDeps, idOrRef: string | null | undefined): Promise<void> {
  const id = idOrRef?.split('/')[0];
  if (!id || !IMAGE_ID_PATTERN.test(id)) return;
  await fs.rm(path.join(imagesRoot(deps), id), { recursive: true, force: true });
}

/** Removes several images, never failing the caller (the rows are already gone). */
export async function deleteImagesQuietly(
  deps: ImageDeps & { log?: { warn: (obj: unknown, msg: string) => void } },
  refs: Array<string | null | undefined>,
): Promise<void> {
  for (const ref of refs) {
    try {
      await deleteImage(deps, ref);
    } catch (error) {
      deps.log?.warn({ err: error, ref }, 'could not remove an image folder');
    }
  }
}

export function parseImageRef(
  ref: string | null | undefined,
): { id: string; original: string; width: number; height: number } | undefined {
  const match = ref ? REF_PATTERN.exec(ref) : null;
  if (!match) return undefined;
  return { id: match[1]!, original: match[2]!, width: Number(match[3]), height: Number(match[4]) };
}

export function imageFileUrl(id: string, file: string): string {
  return `${MEDIA_IMAGES_PATH}/${id}/${file}`;
}

/** What answers carry for an image, rebuilt from its ref alone; undefined for a missing or foreign ref. */
export function imageDto(ref: string | null | undefined): TImage | undefined {
  const parsed = parseImageRef(ref);
  if (!parsed) return undefined;
  const widths = renditionWidths(parsed.width);
  const srcset = widths.map((w) => `${imageFileUrl(parsed.id, `w${w}.webp`)} ${w}w`).join(', ');
  return {
    id: parsed.id,
    url: imageFileUrl(parsed.id, parsed.original),
    thumb_url: imageFileUrl(parsed.id, `w${widths[0]}.webp`),
    srcset,
    width: parsed.width,
    height: parsed.height,
  };
}
