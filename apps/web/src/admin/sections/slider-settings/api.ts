import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminSlide,
  TSlideTranslation,
  TSlideTranslationCreate,
  TSlideTranslationUpdate,
  TSlideUpdate,
} from '@scena/shared/catalog/slides';
import { api, apiUpload } from '@/lib/api-client';

export const slidesQueryKey = ['admin-slides'] as const;
const translationsKey = (id: number) => ['admin-slide-translations', id] as const;

/** The slide form as the drawer holds it; the image is a new file, if one was chosen. */
export interface SlideDraft {
  title: string;
  text: string;
  url: string;
  published: boolean;
  bg_image?: File;
}

/** GET /api/slides: every slide, latest update first. */
export function useSlides() {
  return useQuery({
    queryKey: slidesQueryKey,
    queryFn: ({ signal }) => api<TAdminSlide[]>('/api/slides', { signal }),
  });
}

function useSlideMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slidesQueryKey }),
  });
}

function multipart(draft: SlideDraft): FormData {
  const body = new FormData();
  body.append('title', draft.title);
  body.append('text', draft.text);
  body.append('url', draft.url);
  body.append('published', String(draft.published));
  if (draft.bg_image) body.append('bg_image', draft.bg_image);
  return body;
}

/** POST /api/slides/ (multipart with the file bg_image) or PUT /api/slides/{id}, with upload progress. */
export function useSaveSlide() {
  return useSlideMutation(
    ({
      id,
      draft,
      onProgress,
    }: {
      id: number | null;
      draft: SlideDraft;
      onProgress: (percent: number) => void;
    }) =>
      id === null
        ? apiUpload<TAdminSlide>('/api/slides/', multipart(draft), { method: 'POST', onProgress })
        : apiUpload<TAdminSlide>(`/api/slides/${id}`, multipart(draft), { method: 'PUT', onProgress }),
  );
}

/** PUT /api/slides/{id} with only the fields given; an empty one moves the slide to the top. */
export function useUpdateSlide() {
  return useSlideMutation(({ id, body }: { id: number; body: TSlideUpdate }) =>
    api<TAdminSlide>(`/api/slides/${id}`, { method: 'PUT', body }),
  );
}

export function useDeleteSlide() {
  return useSlideMutation((id: number) => api(`/api/slides/${id}`, { method: 'DELETE' }));
}

/** The translation calls of a slide, in the shape the translations modal takes. */
export const slideTranslationsApi = {
  queryKey: translationsKey,
  list: (slideId: number, signal?: AbortSignal) =>
    api<TSlideTranslation[]>(`/api/slides/${slideId}/translations`, { signal }),
  create: (body: TSlideTranslationCreate) =>
    api<TSlideTranslation>('/api/translations/slide', { method: 'POST', body }),
  update: (id: number, body: TSlideTranslationUpdate) =>
    api<TSlideTranslation>(`/api/translations/slide/${id}`, { method: 'PUT', body }),
  remove: (id: number) => api(`/api/translations/slide/${id}`, { method: 'DELETE' }),
};
