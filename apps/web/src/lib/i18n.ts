import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@scena/shared/i18n/messages';
import pl from '@/locales/pl.json';
import en from '@/locales/en.json';
import { storage } from './storage';

const KEY = 'scena.lang';
/** Read by the server (apps/api/src/modules/site/web-app.ts). */
const LANGUAGE_COOKIE = 'scena_lang';

type Strings = Record<string, string>;

/**
 * The visitor's choice: kept in storage, and in the cookie the server writes the page's HTML by — so where
 * storage was cleared (or is unavailable) the app still speaks the language its page was written in.
 */
function initialLanguage(): Language {
  const cookie =
    typeof document === 'undefined'
      ? undefined
      : new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(document.cookie)?.[1];
  const chosen = storage.get<string>(KEY) ?? cookie;
  return (LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as Language) : DEFAULT_LANGUAGE;
}

/**
 * UI strings. The app's own (navbar, footer, common) come from locales/{pl,en}.json and load with the app;
 * each feature registers its strings from its own chunk (`registerStrings`), so the visitor's initial JS
 * carries no page's texts. Keys are flat ("auth.signIn.title"): a key reads the same in code and in the file.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { pl: { translation: pl }, en: { translation: en } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Adds a feature's strings (both languages) when its chunk loads. */
export function registerStrings(strings: { pl: Strings; en: Strings }) {
  i18n.addResources('pl', 'translation', strings.pl);
  i18n.addResources('en', 'translation', strings.en);
}

function applyDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyDocumentLanguage(i18n.language);

/**
 * The choice also goes into a cookie, the one thing the server sees when it writes a page's HTML: so it
 * writes the head and the first screen's data in the language the app will show.
 */
function rememberForServer(language: Language) {
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
}
rememberForServer(currentLanguageOf(i18n.language));

export function setLanguage(language: Language) {
  storage.set(KEY, language);
  void i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  rememberForServer(language);
}

function currentLanguageOf(code: string): Language {
  return code === 'en' ? 'en' : 'pl';
}

export function currentLanguage(): Language {
  return currentLanguageOf(i18n.language);
}
