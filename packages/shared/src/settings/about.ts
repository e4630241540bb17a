import { z } from 'zod';

/**
 * GET /api/about (admin): this product's version (the root package.json) and its release notes in the request's
 * language (CHANGELOG.md in English, CHANGELOG.pl.md in Polish).
 */
export const ZAbout = z.object({
  version: z.string(),
  /** Markdown in the Keep a Changelog style: `#`–`###` headings, `-` lists and paragraphs. */
  changelog: z.string(),
});
export type TAbout = z.infer<typeof ZAbout>;
