import fs from 'node:fs';
import path from 'node:path';
import type { PageHead } from './page-head';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The source module of each page the server knows (the manifest's keys). */
const PAGE_MODULES: Record<NonNullable<PageHead['route']>, string> = {
  home: 'src/features/home/routes/home-page.tsx',
  publicHome: 'src/features/home/routes/public-home-page.tsx',
  event: 'src/features/catalog/routes/event-page.tsx',
  video: 'src/features/catalog/routes/video-page.tsx',
  static: 'src/features/pages/routes/static-page.tsx',
  payment: 'src/features/checkout/routes/payment-page.tsx',
};

export interface WebBuild {
  /** index.html with the entry stylesheet inlined (a few KB that would otherwise block the first paint). */
  html: string;
  /** The chunks (JS and CSS) a page loads after the entry, to fetch from the head instead of one by one. */
  chunksOf(route: PageHead['route']): { scripts: string[]; styles: string[] };
}

function readManifest(distDir: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return {};
  }
}

function inlineEntryStyles(distDir: string, html: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (link, file: string) => {
      try {
        // `</style` cannot occur in CSS that Vite wrote, but a stylesheet is not a place to take chances.
        const css = fs.readFileSync(path.join(distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
        return `<style>${css}</style>`;
      } catch {
        return link;
      }
    },
  );
}

/** What the build in `distDir` serves, re-read whenever a rebuild replaces its index.html. */
export function webBuildReader(distDir: string): () => WebBuild {
  const indexFile = path.join(distDir, 'index.html');
  let cached: { mtimeMs: number; build: WebBuild } | undefined;
  return () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (cached?.mtimeMs === mtimeMs) return cached.build;
    const raw = fs.readFileSync(indexFile, 'utf8');
    const manifest = readManifest(distDir);
    // What index.html already loads is not preloaded again.
    const loaded = new Set([...raw.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!));
    const chunksOf = (route: PageHead['route']) => {
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || loaded.has(chunk.file) || scripts.has(chunk.file)) return;
        scripts.add(chunk.file);
        for (const css of chunk.css ?? []) styles.add(css);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      if (route) visit(PAGE_MODULES[route]);
      return { scripts: [...scripts], styles: [...styles].filter((file) => !loaded.has(file)) };
    };
    cached = { mtimeMs, build: { html: inlineEntryStyles(distDir, raw), chunksOf } };
    return cached.build;
  };
}
