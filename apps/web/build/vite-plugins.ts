import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const FORBIDDEN = /node_modules\/(antd|@ant-design|@rc-component|rc-[a-z-]+)\//;

/**
 * Fails the build if antd (or its parts) reaches the visitor's initial JS: the entry chunk and everything it
 * imports statically. The back-office must stay a lazy import (frontend-recipe.md, "build guard").
 */
export function antdGuard(): Plugin {
  return {
    name: 'scena-antd-guard',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const seen = new Set<string>();
      const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (queue.length > 0) {
        const name = queue.shift()!;
        if (seen.has(name)) continue;
        seen.add(name);
        const chunk = byName.get(name);
        if (!chunk) continue;
        const offender = Object.keys(chunk.modules).find((id) => FORBIDDEN.test(id.replace(/\\/g, '/')));
        if (offender) {
          this.error(`antd reached the visitor's initial JS through ${chunk.fileName}: ${offender}`);
        }
        queue.push(...chunk.imports);
      }
    },
  };
}

/**
 * Writes .br and .gz next to every text asset once the bundle is on disk (after every other plugin has
 * finished rewriting it), which the server sends as they are (preCompressed). Brotli at its best quality is the
 * slowest step of the build: the files are compressed at once on libuv's threads, which halves it on two cores.
 */
export function precompress(): Plugin {
  return {
    name: 'scena-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle)
        .filter((fileName) => /\.(js|css|html|svg|json|txt)$/.test(fileName))
        .map((fileName) => path.join(outDir, fileName));
      await Promise.all(
        files.map(async (file) => {
          const buffer = await fs.promises.readFile(file);
          if (buffer.length < 1024) return;
          const [gzipped, brotli] = await Promise.all([
            gzipAsync(buffer, { level: 9 }),
            brotliAsync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          ]);
          await Promise.all([
            fs.promises.writeFile(`${file}.gz`, gzipped),
            fs.promises.writeFile(`${file}.br`, brotli),
          ]);
        }),
      );
    },
  };
}

/** flag-icons' 4×3 flags (MIT), one SVG per ISO 3166 code. */
const FLAGS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
);

/**
 * The back-office's country flags (admin/ui/country-flag.tsx), as files at /flags/<code>.svg: copied as they are
 * into dist/flags/ (which the server serves with the build's other root files), and answered from the package by
 * Vite's dev server. Through the bundle (flag-icons' stylesheet), the ~270 flags in two shapes each were a line of
 * the build's report and a data URI or a file each, and made the back-office's stylesheet 420 kB.
 */
export function countryFlags(): Plugin {
  return {
    name: 'scena-country-flags',
    configureServer(server) {
      server.middlewares.use('/flags/', (request, response, next) => {
        const name = (request.url ?? '').split('?')[0]!.replace(/^\//, '');
        const file = path.join(FLAGS_DIR, name);
        if (!/^[a-z]{2}(-[a-z]+)?\.svg$/.test(name) || !fs.existsSync(file)) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        fs.createReadStream(file).pipe(response);
      });
    },
    writeBundle(options) {
      fs.cpSync(FLAGS_DIR, path.join(options.dir ?? 'dist', 'flags'), { recursive: true });
    },
  };
}
