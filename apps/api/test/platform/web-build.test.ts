import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webBuildReader } from '../../src/modules/site/web-build';

let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'scena-build-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<head><script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-b.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css"></head>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-c.css'), 'body{margin:0}');
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a.js', imports: ['_shared-b.js'], css: ['assets/index-c.css'] },
      '_shared-b.js': { file: 'assets/shared-b.js' },
      '_catalog-d.js': {
        file: 'assets/catalog-d.js',
        imports: ['_shared-b.js'],
        css: ['assets/catalog-e.css'],
      },
      'src/features/catalog/routes/event-page.tsx': {
        file: 'assets/event-page-f.js',
        imports: ['_catalog-d.js', '_shared-b.js'],
      },
    }),
  );
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the web build as the server serves it', () => {
  it('inlines the entry stylesheet', () => {
    const { html } = webBuildReader(dist)();
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toContain('index-c.css');
  });

  it("names a page's own chunks and styles, without what index.html already loads", () => {
    const build = webBuildReader(dist)();
    expect(build.chunksOf('event')).toEqual({
      scripts: ['assets/event-page-f.js', 'assets/catalog-d.js'],
      styles: ['assets/catalog-e.css'],
    });
    expect(build.chunksOf('video')).toEqual({ scripts: [], styles: [] });
    expect(build.chunksOf(undefined)).toEqual({ scripts: [], styles: [] });
  });
});
