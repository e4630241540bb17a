import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

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
 * finished rewriting it), which the server sends as they are (preCompressed).
 */
export function precompress(): Plugin {
  return {
    name: 'scena-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const buffer = fs.readFileSync(file);
        if (buffer.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(buffer, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
