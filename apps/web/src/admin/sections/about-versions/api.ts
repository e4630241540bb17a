import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@scena/shared';
import type { TAbout } from '@scena/shared/settings/about';
import { api } from '@/lib/api-client';

/**
 * GET /api/about: the product's version and its release notes in the panel's language (they change only with a
 * release); switching the panel's language asks for the notes in the other one.
 */
export function useAbout() {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'pl';
  return useQuery({
    queryKey: ['admin', 'about', language],
    queryFn: ({ signal }) => api<TAbout>('/api/about', { language, signal }),
    staleTime: Infinity,
  });
}
