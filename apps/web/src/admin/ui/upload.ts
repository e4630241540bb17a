import { IMAGE_V, type ImageLimits } from '@scena/shared/catalog/images';

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

/** A file as the base64 data URL the configuration's `<key>_data` fields take. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}
