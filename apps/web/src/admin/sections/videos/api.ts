import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminCategory } from '@scena/shared/catalog/categories';
import type { TGallery } from '@scena/shared/catalog/galleries';
import type {
  TAdminVideo,
  TVideoTranslation,
  TVideoTranslationCreate,
  TVideoTranslationUpdate,
} from '@scena/shared/catalog/videos';
import type { THostedVideo } from '@scena/shared/media/hosted-videos';
import { api } from '@/lib/api-client';

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
        ? api<TAdminVideo>('/api/videos/', { method: 'POST', body: form })
        : api<TAdminVideo>(`/api/videos/${id}`, { method: 'PUT', body: form }),
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
