import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAbout } from '@scena/shared/settings/about';

/**
 * The repository's root: the nearest folder above this file whose package.json lists the workspaces. Found by
 * walking up, so it holds whether the server runs from its TypeScript sources or from a build elsewhere below.
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the root package.json (with workspaces) was not found');
    dir = parent;
  }
}

let about: Promise<TAbout> | undefined;

/** GET /api/about: read once; both files change only with a new release of the product. */
export function getAbout(): Promise<TAbout> {
  about ??= (async () => {
    const root = findRoot();
    const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      version?: string;
    };
    const changelog = await readFile(path.join(root, 'CHANGELOG.md'), 'utf8');
    return { version: manifest.version ?? '0.0.0', changelog };
  })();
  about.catch(() => {
    about = undefined;
  });
  return about;
}
