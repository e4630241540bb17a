import type { TApiError } from '@scena/shared/http/errors';
import { IMAGE_V, type ImageLimits } from '@scena/shared/catalog/images';
import { ApiError, forceSignOut } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session-store';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/**
 * The UI's image check before an upload (admin-content.md §5: JPEG or PNG, the byte and pixel limits of the
 * kind); answers a message key, or null when the file may go. The server checks again.
 */
export async function checkImage(file: File, limits: ImageLimits): Promise<string | null> {
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
    return IMAGE_V.type;
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

/**
 * A multipart call with upload progress, which fetch cannot report: the same headers, errors and forced
 * sign-out as `api()` (lib/api-client.ts).
 */
export function uploadForm<T>(
  path: string,
  options: { method: 'POST' | 'PUT'; body: FormData; onProgress?: (percent: number) => void },
): Promise<T> {
  const session = sessionStore.get();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method, path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.language || 'pl');
    if (session) request.setRequestHeader('x-auth-token', session.token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, { statusCode: 0, message: i18n.t('app.network') }));
    request.onload = () => {
      const data = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(data as T);
        return;
      }
      const body: TApiError =
        data && typeof data === 'object' && 'statusCode' in data
          ? (data as TApiError)
          : { statusCode: request.status, message: i18n.t('app.internal') };
      if (session && [401, 403].includes(request.status)) forceSignOut('sessionEnd');
      reject(new ApiError(request.status, body));
    };
    request.send(options.body);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
