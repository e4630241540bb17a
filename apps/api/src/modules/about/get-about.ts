import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@scena/shared';
import type { TAbout } from '@scena/shared/settings/about';
import { REPOSITORY_DIR } from '../../package-root';

/** The release notes in each language of the panel: CHANGELOG.md is the English, CHANGELOG.pl.md the Polish. */
const CHANGELOG_FILE: Record<Language, string> = { en: 'CHANGELOG.md', pl: 'CHANGELOG.pl.md' };

const about = new Map<Language, Promise<TAbout>>();

/**
 * GET /api/about, in the panel's language: read once per language; the files change only with a new release
 * of the product.
 */
export function getAbout(language: Language): Promise<TAbout> {
  let answer = about.get(language);
  if (!answer) {
    answer = (async () => {
      const manifest = JSON.parse(await readFile(path.join(REPOSITORY_DIR, 'package.json'), 'utf8')) as {
        version?: string;
      };
      const changelog = await readFile(path.join(REPOSITORY_DIR, CHANGELOG_FILE[language]), 'utf8');
      return { version: manifest.version ?? '0.0.0', changelog };
    })();
    answer.catch(() => about.delete(language));
    about.set(language, answer);
  }
  return answer;
}
