import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** One ESLint block per floor of the API: its files may not import a floor above theirs (a relative path into it). */
function apiFloors(floors) {
  return floors.map(([files, above]) => {
    const upstairs = [...above, ...(files[0] === 'modules/**' ? [] : ['modules']), 'seed', 'app', 'server'];
    return {
      files: files.map((file) => `apps/api/src/${file}`),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\.?/)+(${upstairs.join('|')})(/|$)`,
                message:
                  'A floor of the API imports only the floors under it (docs/architecture.md): move what both need down, or pass it in.',
              },
            ],
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      '**/.artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-console': 'error',
    },
  },
  {
    // Features do not import each other: shared → features → app (style-exemplars.md).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**', '@/features/*/**'],
              message:
                'A feature may not import another feature; move shared code to src/ui, src/lib or packages/shared.',
            },
            {
              group: ['antd', 'antd/*', '@ant-design/*'],
              message: 'antd belongs to the lazy back-office (src/admin) only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{ui,app,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['antd', 'antd/*', '@ant-design/*'],
              message: 'antd belongs to the lazy back-office (src/admin) only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server is bundled into apps/api/dist/server.js, where import.meta.url is the bundle's address.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/package-root.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name=/^(url|dirname|filename)$/]",
          message: 'Take paths from src/package-root.ts: import.meta changes when the server is bundled.',
        },
      ],
    },
  },
  // The API's floors (docs/architecture.md): each imports only the floors under it, so the ground floor stays
  // a ground floor: db and config ← lib ← adapters ← deps.ts ← plugins ← modules ← seed ← app and server.
  ...apiFloors([
    [
      ['db/**', 'config.ts', 'package-root.ts'],
      ['lib', 'adapters', 'deps', 'plugins'],
    ],
    [['lib/**'], ['adapters', 'deps', 'plugins']],
    [['adapters/**'], ['deps', 'plugins']],
    [['deps.ts'], ['plugins']],
    [['plugins/**'], []],
    [['modules/**'], []],
  ]),
  {
    files: [
      'apps/api/src/server.ts',
      'apps/api/ops-test/**/*.ts',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      '**/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
