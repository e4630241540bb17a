import { z } from 'zod';
import { V } from '../validation/messages';
import { requiredText } from '../validation/rules';

/** The static pages the product always has (admin-content.md §3), and their ids. */
export const STATIC_PAGES = [
  { id: 1, slug: 'polityka' },
  { id: 2, slug: 'regulamin' },
  { id: 3, slug: 'kontakt' },
  { id: 4, slug: 'jakkupicbilet' },
  { id: 5, slug: 'deklaracja-dostepnosci' },
] as const;

export const PAGE_TITLE_MAX = 200;
export const SLUG_MAX = 40;
export const SLUG_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ZPageUpdate = z.object({
  title: requiredText().max(PAGE_TITLE_MAX, { error: V.tooLong }),
  content: z.string({ error: V.required }).max(200_000, { error: V.tooLong }),
  slug: requiredText()
    .max(SLUG_MAX, { error: V.tooLong })
    .regex(SLUG_PATTERN, { error: 'form.validate.slug' }),
  language: z.enum(['pl', 'en']).optional().default('pl'),
});
export type TPageUpdate = z.input<typeof ZPageUpdate>;

export const ZPage = z.object({ id: z.number(), slug: z.string(), title: z.string(), content: z.string() });
export type TPage = z.infer<typeof ZPage>;
