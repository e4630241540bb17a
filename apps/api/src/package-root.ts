import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api), which holds the migrations and the seed assets. This file sits at the
 * top of src/, and the production bundle (dist/server.js) sits at the top of dist/, so one `..` finds the
 * package from both; a path taken relative to `import.meta.url` anywhere deeper in src/ would point elsewhere
 * once bundled (eslint.config.js forbids `import.meta.url` outside this file).
 */
export const API_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's root: the product's version (package.json) and CHANGELOG.md, for the Versions screen. */
export const REPOSITORY_DIR = path.resolve(API_PACKAGE_DIR, '../..');

/** The built web app (apps/web/dist). */
export const WEB_DIST_DIR = path.resolve(API_PACKAGE_DIR, '../web/dist');
