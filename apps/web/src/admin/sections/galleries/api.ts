import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGallery, TGalleryForm } from '@scena/shared/catalog/galleries';
import { api, apiUpload } from '@/lib/api-client';

export const galleriesQueryKey = ['admin-galleries'] as const;

/** GET /api/galleries: every gallery with its images and the videos using it. */
export function useGalleries() {
  return useQuery({
    queryKey: galleriesQueryKey,
    queryFn: ({ signal }) => api<TGallery[]>('/api/galleries', { signal }),
  });
}

function useGalleryMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleriesQueryKey }),
  });
}

export function useCreateGallery() {
  return useGalleryMutation((body: TGalleryForm) =>
    api<TGallery>('/api/galleries/', { method: 'POST', body }),
  );
}

export function useRenameGallery() {
  return useGalleryMutation(({ id, body }: { id: number; body: TGalleryForm }) =>
    api<TGallery>(`/api/galleries/${id}`, { method: 'PUT', body }),
  );
}

export function useDeleteGallery() {
  return useGalleryMutation((id: number) => api(`/api/galleries/${id}`, { method: 'DELETE' }));
}

/** POST /api/galleries/{id}/images (multipart, field "image"), reporting the upload's progress. */
export function useAddGalleryImage() {
  return useGalleryMutation(
    ({
      galleryId,
      file,
      onProgress,
    }: {
      galleryId: number;
      file: File;
      onProgress: (percent: number) => void;
    }) => {
      const body = new FormData();
      body.append('image', file);
      return apiUpload<TGallery>(`/api/galleries/${galleryId}/images`, body, { method: 'POST', onProgress });
    },
  );
}

export function useDeleteGalleryImage() {
  return useGalleryMutation((imageId: number) =>
    api<TGallery>(`/api/galleryImages/${imageId}`, { method: 'DELETE' }),
  );
}
