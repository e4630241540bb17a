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

/** GET /api/categories/{id}/translations, while the translations modal of that category is open. */
export function useCategoryTranslations(id: number | null) {
  return useQuery({
    queryKey: translationsKey(id ?? 0),
    queryFn: ({ signal }) => api<TCategoryTranslation[]>(`/api/categories/${id}/translations`, { signal }),
    enabled: id !== null,
  });
}

function useTranslationMutation<V>(categoryId: number, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: translationsKey(categoryId) }),
        queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
      ]),
  });
}

export function useCreateCategoryTranslation(categoryId: number) {
  return useTranslationMutation(categoryId, (body: TCategoryTranslationCreate) =>
    api<TCategoryTranslation>('/api/translations/category', { method: 'POST', body }),
  );
}

export function useUpdateCategoryTranslation(categoryId: number) {
  return useTranslationMutation(
    categoryId,
    ({ id, body }: { id: number; body: TCategoryTranslationUpdate }) =>
      api<TCategoryTranslation>(`/api/translations/category/${id}`, { method: 'PUT', body }),
  );
}

export function useDeleteCategoryTranslation(categoryId: number) {
  return useTranslationMutation(categoryId, (id: number) =>
    api(`/api/translations/category/${id}`, { method: 'DELETE' }),
  );
}
