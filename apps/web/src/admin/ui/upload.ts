import { IMAGE_V, type ImageLimits } from '@scena/shared/catalog/images';
import { imageFileField, type ConfigImageKey } from '@scena/shared/settings/app-config';

/** The image types the back-office accepts (admin-content.md §5). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/**
 * The UI's image check before an upload (admin-content.md §5: JPEG or PNG, the byte and pixel limits of the
 * kind); answers a message key, or null when the file may go. The server checks again. A file this browser
 * cannot decode is refused as the wrong type, or, with `leaveUndecodable`, left to the server to judge.
 */
export async function checkImage(
  file: File,
  limits: ImageLimits,
  options: { leaveUndecodable?: boolean } = {},
): Promise<string | null> {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_V.type;
  if (file.size > limits.maxBytes) return IMAGE_V.tooLarge;
  // Browsers without createImageBitmap (or a test DOM) leave the pixel limit to the server.
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const tooBig = bitmap.width > limits.maxPx || bitmap.height > limits.maxPx;
    bitmap.close();
    return tooBig ? IMAGE_V.dimensions : null;
  } catch {
    return options.leaveUndecodable ? null : IMAGE_V.type;
  }
}

/**
 * A settings change with new images as the multipart body that PUT /api/appconfig and PUT /api/gifts/settings
 * take: each field as a text part (the server reads 'true', 'false' and digits as JSON's flags and numbers, an
 * empty text where JSON would send null) and each image as the file `<key>_data`.
 */
export function settingsFormData(
  changes: Record<string, unknown>,
  images: Partial<Record<ConfigImageKey, File>>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(changes)) {
    if (value !== undefined) form.append(name, value === null ? '' : String(value));
  }
  for (const [key, file] of Object.entries(images) as Array<[ConfigImageKey, File]>) {
    form.append(imageFileField(key), file);
  }
  return form;
}
