import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PACKAGE_DIR, WEB_DIST_DIR } from '../../src/package-root';
import { MIGRATIONS_DIR } from '../../src/db/client';
import { SEED_ASSETS_DIR } from '../../src/seed/seed-catalog';

describe('the files the server reads next to its code', () => {
  it('are found from the package folder, the same from src/ and from the bundle in dist/', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(API_PACKAGE_DIR, 'package.json'), 'utf8'));
    expect(manifest.name).toBe('@scena/api');
    expect(fs.readdirSync(MIGRATIONS_DIR)).toContain('meta');
    expect(fs.existsSync(path.join(SEED_ASSETS_DIR, 'demo-clip.webm'))).toBe(true);
    expect(WEB_DIST_DIR).toBe(path.resolve(API_PACKAGE_DIR, '..', 'web', 'dist'));
  });
});
