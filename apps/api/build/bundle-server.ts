import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const apiDir = path.resolve(import.meta.dirname, '..');

/**
 * Our workspace packages export TypeScript, which plain `node` cannot load: they go into the bundle. Every other
 * package stays in node_modules, loaded as installed (native addons, WASM, files found next to their code).
 */
const installedPackagesExternal: Plugin = {
  name: 'installed-packages-external',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@scena/') || args.path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

/**
 * apps/api/src/server.ts → apps/api/dist/server.js, run with plain `node` in production. dist/ sits at the
 * package's top like src/, so src/package-root.ts finds the migrations and the seed assets from both.
 */
await build({
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  outfile: path.join(apiDir, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [installedPackagesExternal],
});
