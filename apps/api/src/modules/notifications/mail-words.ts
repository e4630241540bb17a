import type { Language } from '@scena/shared';
import { lifetimeOf } from '@scena/shared/auth/link-lifetime';
import en from './locales/en.json';
import pl from './locales/pl.json';

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Every mail's words in one language (locales/{pl,en}.json): templates with {{name}} places for the values,
 * which the code fills in; the layout (mail-layout.ts) places them. English has the Polish file's keys.
 */
export type MailTexts = Omit<typeof pl, 'lifetime'> & { lifetime: Record<'minute' | 'hour', PluralForms> };

const TEXTS: Record<Language, MailTexts> = { pl, en };

export function mailTexts(language: Language): MailTexts {
  return TEXTS[language];
}

/** A template with its {{name}} places filled in, once: a value that holds braces stays as it is. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (place, name: string) =>
    name in values ? String(values[name]) : place,
  );
}

/**
 * How long a link lives, as the phrase "valid for …" takes it (lifetimeOf: "48 godzin", "1 hour", "10 minut"),
 * in the plural form the language's rules choose for the count.
 */
export function lifetimeText(ms: number, language: Language): string {
  const { unit, count } = lifetimeOf(ms);
  const forms = TEXTS[language].lifetime[unit];
  return fillIn(forms[new Intl.PluralRules(language).select(count)] ?? forms.other, { count });
}
