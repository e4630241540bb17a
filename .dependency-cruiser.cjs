/**
 * Import circles fail the lint (issue 20), and an API module reaches another only through its public file:
 * `npm run lint:imports` cruises each package with its own tsconfig, so the web's `@/` paths resolve. The API's
 * floors are ESLint's rule (eslint.config.js), next to the web's.
 */
module.exports = {
  forbidden: [
    {
      name: 'module-public-file',
      severity: 'error',
      comment:
        'An API module imports another only through its public file, modules/<name>/index.ts (docs/architecture.md); export what it needs there.',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index[.]ts$'] },
    },
    {
      name: 'no-own-public-file',
      severity: 'error',
      comment: "A module's own files import each other directly, never through its public file.",
      from: { path: '^src/modules/([^/]+)/', pathNot: '^src/modules/[^/]+/index[.]ts$' },
      to: { path: '^src/modules/$1/index[.]ts$' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: move what both files need into a third, which both import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.artifacts)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
