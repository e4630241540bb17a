import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@scena/shared/i18n/messages';
import type { TPage, TPageUpdate } from '@scena/shared/pages/schemas';
import type { ConfigImageKey, TAppConfig } from '@scena/shared/settings/app-config';
import type { TApiError } from '@scena/shared/http/errors';
import { api, ApiError } from '@/lib/api-client';
import { appConfigQueryKey } from '@/lib/app-config';
import { i18n } from '@/lib/i18n';
import { adminConfigQueryKey } from '../../api/get-admin-config';

export const adminPageQueryKey = (slug: string, language: Language) =>
  ['admin-page', slug, language] as const;

/**
 * GET /api/pages/{slug} in `language`, whatever the interface's language: the server picks the language from
 * Accept-Language, which api() always sets to the interface's. The page is public, so no token is needed; the
 * server answers Polish fields where the translation lacks them.
 */
export async function getPage(slug: string, language: Language, signal?: AbortSignal): Promise<TPage> {
  let response: Response;
  try {
    response = await fetch(`/api/pages/${encodeURIComponent(slug)}`, {
      headers: { Accept: 'application/json', 'Accept-Language': language },
      signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(0, { statusCode: 0, message: i18n.t('app.network') });
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return body as TPage;
  throw new ApiError(
    response.status,
    body && typeof body === 'object' && 'statusCode' in body
      ? (body as TApiError)
      : { statusCode: response.status, message: i18n.t('app.internal') },
  );
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
