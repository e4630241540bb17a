import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@scena/shared/i18n/messages';
import type { TPage, TPageUpdate } from '@scena/shared/pages/schemas';
import type { ConfigImageKey, TAppConfig } from '@scena/shared/settings/app-config';
import { api } from '@/lib/api-client';
import { appConfigQueryKey } from '@/lib/app-config';
import { adminConfigQueryKey } from '../../api/get-admin-config';

export const adminPageQueryKey = (slug: string, language: Language) =>
  ['admin-page', slug, language] as const;

/**
 * GET /api/pages/{slug} in `language`, whatever the interface's language: the server picks the language from
 * Accept-Language, and answers Polish fields where the translation lacks them.
 */
export function getPage(slug: string, language: Language, signal?: AbortSignal): Promise<TPage> {
  return api<TPage>(`/api/pages/${encodeURIComponent(slug)}`, { language, signal });
}

export function usePage(slug: string, language: Language) {
  return useQuery({
    queryKey: adminPageQueryKey(slug, language),
    queryFn: ({ signal }) => getPage(slug, language, signal),
  });
}

export type PageSave = { id: number } & Required<
  Pick<TPageUpdate, 'title' | 'content' | 'slug' | 'language'>
>;

/** PUT /api/pages/{id} in one language; answers the page with its sanitized HTML. */
export function updatePage({ id, ...body }: PageSave): Promise<TPage> {
  return api<TPage>(`/api/pages/${id}`, { method: 'PUT', body });
}

export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePage,
    onSuccess: async (page, sent) => {
      queryClient.setQueryData(adminPageQueryKey(page.slug, sent.language), page);
      // A Polish edit also changes what an untranslated English page shows; the visitor's copy ('pages') is
      // stale in both languages too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin-page', page.slug] }),
        queryClient.invalidateQueries({ queryKey: ['pages', page.slug] }),
      ]);
    },
  });
}

/** DELETE /api/appconfig/image/{name}: removes a configuration image and its files; answers the configuration. */
export function deleteConfigImage(name: ConfigImageKey): Promise<TAppConfig> {
  return api<TAppConfig>(`/api/appconfig/image/${name}`, { method: 'DELETE' });
}

export function useDeleteConfigImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConfigImage,
    onSuccess: async (config) => {
      queryClient.setQueryData(adminConfigQueryKey, config);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminConfigQueryKey }),
        queryClient.invalidateQueries({ queryKey: appConfigQueryKey }),
      ]);
    },
  });
}
