import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminCategory } from '@scena/shared/catalog/categories';
import type { TGallery } from '@scena/shared/catalog/galleries';
import type {
  TAdminVideo,
  THostedVideo,
  TVideoTranslation,
  TVideoTranslationCreate,
  TVideoTranslationUpdate,
} from '@scena/shared/catalog/videos';
import type { TApiError } from '@scena/shared/http/errors';
import { api, ApiError, forceSignOut } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session-store';

/** The back-office's calls for videos (admin-content.md §7 "Videos", "Hosted videos"). */
export const videosQueryKey = ['admin', 'videos'] as const;
export const hostedVideosQueryKey = ['admin', 'hosted-videos'] as const;
export const categoriesQueryKey = ['admin', 'categories'] as const;
export const galleriesQueryKey = ['admin', 'galleries'] as const;
export const videoTranslationsKey = (videoId: number) =>
  ['admin', 'videos', videoId, 'translations'] as const;

/** GET /api/videos: an administrator gets every video with its stream links. */
export function useAdminVideos() {
  return useQuery({
    queryKey: videosQueryKey,
    queryFn: ({ signal }) => api<TAdminVideo[]>('/api/videos', { signal }),
  });
}

/** GET /api/vimeo: the hosted videos the stream-link pickers offer. */
export function useHostedVideos(enabled = true) {
  return useQuery({
    queryKey: hostedVideosQueryKey,
    queryFn: ({ signal }) => api<THostedVideo[]>('/api/vimeo', { signal }),
    enabled,
  });
}

export function useCategories(enabled = true) {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => api<TAdminCategory[]>('/api/categories', { signal }),
    enabled,
  });
}

export function useGalleries(enabled = true) {
  return useQuery({
    queryKey: galleriesQueryKey,
    queryFn: ({ signal }) => api<TGallery[]>('/api/galleries', { signal }),
    enabled,
  });
}

/**
 * A multipart call (the video form with its images). `api()` sends JSON only, so this mirrors its headers and
 * its sign-out on a refused session.
 */
async function sendMultipart<T>(path: string, method: 'POST' | 'PUT', body: FormData): Promise<T> {
  const session = sessionStore.get();
  if (session && sessionStore.isExpired()) {
    forceSignOut('sessionEnd');
    throw new ApiError(401, { statusCode: 401, message: i18n.t('app.sessionExpired') });
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'pl',
  };
  if (session) headers['x-auth-token'] = session.token;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body });
  } catch {
    throw new ApiError(0, { statusCode: 0, message: i18n.t('app.network') });
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (response.ok) return data as T;
  const error = new ApiError(
    response.status,
    data && typeof data === 'object' && 'statusCode' in data
      ? (data as TApiError)
      : { statusCode: response.status, message: i18n.t('app.internal') },
  );
  if (session && [400, 401, 403].includes(response.status)) forceSignOut('sessionEnd');
  throw error;
}

export interface SaveVideoInput {
  id?: number;
  form: FormData;
}

/** POST /api/videos/ or PUT /api/videos/{id}, multipart. */
export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: SaveVideoInput) =>
      id === undefined
        ? sendMultipart<TAdminVideo>('/api/videos/', 'POST', form)
        : sendMultipart<TAdminVideo>(`/api/videos/${id}`, 'PUT', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQueryKey }),
  });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ ok: true }>(`/api/videos/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQueryKey }),
  });
}

/** DELETE /api/videos/{id}/image/{image|thumb}. */
export function useDeleteVideoImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, which }: { id: number; which: 'image' | 'thumb' }) =>
      api<TAdminVideo>(`/api/videos/${id}/image/${which}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQueryKey }),
  });
}

/** The translation calls of a video, in the shape the translations modal takes. */
export const videoTranslationsApi = {
  queryKey: videoTranslationsKey,
  list: (videoId: number, signal?: AbortSignal) =>
    api<TVideoTranslation[]>(`/api/videos/${videoId}/translations`, { signal }),
  get: (id: number) => api<TVideoTranslation>(`/api/translations/video/${id}`),
  create: (body: TVideoTranslationCreate) =>
    api<TVideoTranslation>('/api/translations/video', { method: 'POST', body }),
  update: (id: number, body: TVideoTranslationUpdate) =>
    api<TVideoTranslation>(`/api/translations/video/${id}`, { method: 'PUT', body }),
  remove: (id: number) => api<{ ok: true }>(`/api/translations/video/${id}`, { method: 'DELETE' }),
};
