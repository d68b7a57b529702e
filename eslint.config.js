import boundaries from 'eslint-plugin-boundaries';
import { contexts } from './scripts/house/contexts.ts';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', '.tools/**', 'server/platform/db/migrations/**', 'coverage/**'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON answers whose shape is exactly what they assert.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-*.ts', 'server/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Who may import whom (docs/architecture.md): enforced here, not by prose.
    files: ['server/**', 'web/**', 'contract/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'contract', pattern: 'contract/**', partialMatch: false },
        { type: 'platform', pattern: 'server/platform/**', partialMatch: false },
        { type: 'server', pattern: ['server/*.ts', 'server/seed/**', 'server/test/**'], partialMatch: false },
        { type: 'context', pattern: 'server/*', capture: ['context'] },
        // web/features/<context>/<feature>: a context (identity, events, …) is one element.
        { type: 'web-context', pattern: 'web/features/*', capture: ['context'] },
        { type: 'web', pattern: ['web/*.{ts,tsx}', 'web/!(features)/**'], partialMatch: false },
      ],
      'boundaries/include': ['server/**', 'web/**', 'contract/**'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'contract' } }, allow: { to: { element: { type: 'contract' } } } },
            // The platform knows no domain.
            {
              from: { element: { type: 'platform' } },
              allow: { to: { element: { types: { anyOf: ['platform', 'contract'] } } } },
            },
            // Inside a context, anything goes; another context only through its face, and only one below it.
            {
              from: { element: { type: 'context' } },
              allow: { to: { element: { type: 'context', captured: { context: '{{ from.captured.context }}' } } } },
            },
            {
              from: { element: { type: 'context' } },
              allow: { to: { element: { types: { anyOf: ['platform', 'contract'] } } } },
            },
            ...contexts
              .filter((context) => context.uses.length > 0)
              .map((context) => ({
                from: { element: { type: 'context', captured: { context: context.name } } },
                allow: {
                  to: { element: { type: 'context', captured: { context: context.uses }, fileInternalPath: 'index.ts' } },
                },
              })),
            // Tests drive the whole app: the shared test helpers, demo data and the app itself.
            {
              from: { element: { types: { anyOf: ['context', 'platform'] }, fileInternalPath: '**/*.test.ts' } },
              allow: { to: { element: { type: 'server' } } },
            },
            {
              from: { element: { type: 'platform', fileInternalPath: '**/*.test.ts' } },
              allow: { to: { element: { type: 'context', fileInternalPath: 'index.ts' } } },
            },
            // The app, its command line, demo data and test helpers compose the contexts through their faces.
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { types: { anyOf: ['server', 'platform', 'contract'] } } } },
            },
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { type: 'context', fileInternalPath: 'index.ts' } } },
            },
            {
              from: { element: { type: 'web' } },
              allow: { to: { element: { types: { anyOf: ['web', 'web-context', 'contract'] } } } },
            },
            {
              from: { element: { type: 'web-context' } },
              allow: {
                to: {
                  element: { types: { anyOf: ['web', 'contract'] } },
                },
              },
            },
            {
              // The features of one context may import each other; another context's, never:
              // web/routes/* and the route lists compose them.
              from: { element: { type: 'web-context' } },
              allow: { to: { element: { type: 'web-context', captured: { context: '{{ from.captured.context }}' } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // contract/ runs in the browser and in Node: zod, the Korean and phone-number rules, and itself only.
    files: ['contract/**'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|es-hangul$|libphonenumber-js(/|$)|\\.)',
              message: 'contract/ imports only zod, es-hangul, libphonenumber-js and itself',
            },
          ],
        },
      ],
    },
  },
);
