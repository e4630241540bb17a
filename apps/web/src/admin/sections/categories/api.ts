import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminCategory,
  TCategoryForm,
  TCategoryTranslation,
  TCategoryTranslationCreate,
  TCategoryTranslationUpdate,
} from '@scena/shared/catalog/categories';
import { api } from '@/lib/api-client';

export const categoriesQueryKey = ['admin-categories'] as const;
const translationsKey = (id: number) => ['admin-category-translations', id] as const;

/** GET /api/categories: an administrator gets the Polish names with translations and video ids. */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => api<TAdminCategory[]>('/api/categories', { signal }),
  });
}

function useCategoryMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
  });
}

export function useCreateCategory() {
  return useCategoryMutation((body: TCategoryForm) =>
    api<TAdminCategory>('/api/categories', { method: 'POST', body }),
  );
}

export function useRenameCategory() {
  return useCategoryMutation(({ id, body }: { id: number; body: TCategoryForm }) =>
    api<TAdminCategory>(`/api/categories/${id}`, { method: 'PUT', body }),
  );
}

export function useDeleteCategory() {
  return useCategoryMutation((id: number) => api(`/api/categories/${id}`, { method: 'DELETE' }));
}

/** The translation calls of a category, in the shape the translations modal takes. */
export const categoryTranslationsApi = {
  queryKey: translationsKey,
  list: (categoryId: number, signal?: AbortSignal) =>
    api<TCategoryTranslation[]>(`/api/categories/${categoryId}/translations`, { signal }),
  create: (body: TCategoryTranslationCreate) =>
    api<TCategoryTranslation>('/api/translations/category', { method: 'POST', body }),
  update: (id: number, body: TCategoryTranslationUpdate) =>
    api<TCategoryTranslation>(`/api/translations/category/${id}`, { method: 'PUT', body }),
  remove: (id: number) => api(`/api/translations/category/${id}`, { method: 'DELETE' }),
};
