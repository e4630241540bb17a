import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TAbout } from '@scena/shared/settings/about';
import { REPOSITORY_DIR } from '../../package-root';

let about: Promise<TAbout> | undefined;

/** GET /api/about: read once; both files change only with a new release of the product. */
export function getAbout(): Promise<TAbout> {
  about ??= (async () => {
    const manifest = JSON.parse(await readFile(path.join(REPOSITORY_DIR, 'package.json'), 'utf8')) as {
      version?: string;
    };
    const changelog = await readFile(path.join(REPOSITORY_DIR, 'CHANGELOG.md'), 'utf8');
    return { version: manifest.version ?? '0.0.0', changelog };
  })();
  about.catch(() => {
    about = undefined;
  });
  return about;
}
