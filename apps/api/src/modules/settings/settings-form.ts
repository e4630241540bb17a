import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CONFIG_IMAGE_KINDS, imageFileField, type ConfigImageKey } from '@scena/shared';
import { IMAGE_LIMITS } from '@scena/shared/catalog/images';
import { AppError, badRequest, invalid } from '../../lib/errors';
import { checkImage } from '../../lib/images';
import { parseForm } from '../../lib/parse-form';
import { readMultipartForm } from '../../lib/multipart';

/** New configuration images by setting: uploads that passed checkImage, not stored yet. */
export type ConfigImages = Partial<Record<ConfigImageKey, Buffer>>;

/** Text parts a settings form may carry: every updatable setting at once fits (10 KB each at most). */
const SETTINGS_FIELDS_MAX = 64;

/**
 * The body of a settings PUT. JSON (already checked by the route's schema) carries fields only. A
 * multipart/form-data body carries the same fields as text parts, checked with the same schema, and each new
 * image as the file `<key>_data` of one of `imageKeys`, refused over its kind's byte limit while it streams.
 * Every field and every image is checked before anything is stored; a refusal names all that failed.
 */
export async function readSettingsForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  imageKeys: readonly ConfigImageKey[],
): Promise<{ changes: z.output<S>; images: ConfigImages }> {
  if (!request.isMultipart()) {
    if (request.body === undefined || request.body === null) throw badRequest();
    return { changes: request.body as z.output<S>, images: {} };
  }
  const limitOf = (key: ConfigImageKey) => IMAGE_LIMITS[CONFIG_IMAGE_KINDS[key]];
  const form = await readMultipartForm(request, {
    files: Object.fromEntries(imageKeys.map((key) => [imageFileField(key), limitOf(key).maxBytes])),
    maxFields: SETTINGS_FIELDS_MAX,
  });

  const formError: Record<string, string> = {};
  const refused = (error: unknown) => {
    if (!(error instanceof AppError && error.extra.formError)) throw error;
    Object.assign(formError, error.extra.formError);
  };
  let changes: z.output<S> | undefined;
  try {
    changes = parseForm(schema, form.fields);
  } catch (error) {
    refused(error);
  }
  const images: ConfigImages = {};
  for (const key of imageKeys) {
    const file = form.files[imageFileField(key)];
    // A file input left empty sends an empty part: no new image.
    if (!file?.length) continue;
    try {
      await checkImage(file, { ...limitOf(key), field: imageFileField(key) });
      images[key] = file;
    } catch (error) {
      refused(error);
    }
  }
  if (changes === undefined || Object.keys(formError).length > 0) throw invalid(formError);
  return { changes, images };
}
