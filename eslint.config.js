import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint-rules/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'server/dist',
      'data',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'e2e/.output',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Promises that nobody awaits lose their rejections. Type information comes from the three typecheck projects:
    // the project service takes the nearest tsconfig.json (tests/server, tests/tooling and e2e have one that
    // refers to server/ or tsconfig.tools.json); the root configs of tsconfig.tools.json and the build's own plugins
    // (scripts/lib/*.ts) are named here.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vite.config.ts', 'vitest.config.ts', 'scripts/lib/*.ts'],
          defaultProject: 'tsconfig.tools.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // JavaScript (configs, eslint-rules, public/theme-boot.js, scripts, bench) is in no tsconfig: no type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Import boundaries of docs/architecture.md §2, judged on the resolved path of every import (eslint-rules/).
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/import-boundaries': 'error',
      // User text never reaches an HTML sink (docs/architecture.md §4 "User text"): React renders it as text.
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          "CallExpression[callee.property.name='insertAdjacentHTML']",
          "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
        ].map((selector) => ({
          selector,
          message: 'An HTML sink: render user text as text (docs/architecture.md §4 "User text").',
        })),
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '**/src/shared/**', '**/src/features/**'],
              message: 'The server does not import console code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/**/*.test.{ts,tsx}',
      'tests/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'scripts/**/*.mjs',
      'bench/**/*.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);
