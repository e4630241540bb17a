import { useTranslation } from 'react-i18next';
import type { Language } from '@scena/shared/i18n/messages';

/** The API answers titles in the request's language, so every catalogue key carries it. */
export const homeKeys = {
  slides: (language: Language) => ['home', 'slides', language] as const,
  events: (language: Language, audience: 'public' | 'admin') =>
    ['home', 'events', language, audience] as const,
  festival: (language: Language, from: string | null) => ['home', 'festival', language, from] as const,
  videos: (language: Language) => ['home', 'videos', language] as const,
  categories: (language: Language) => ['home', 'categories', language] as const,
};

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'pl';
}
