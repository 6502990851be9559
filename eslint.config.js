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
  // The type-aware rules (promises never dropped) are oxlint's, with TypeScript's native compiler (.oxlintrc.json,
  // docs/architecture.md §2): ESLint here reads no type information.
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
    files: ['src/**/*.{ts,tsx}'],
    // Import boundaries of docs/architecture.md §2, judged on the resolved path of every import (eslint-rules/).
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/import-boundaries': 'error',
      // useNavigate reads the location, so its holder runs again at every navigation, kept tabs and the shell's tools
      // included (docs/architecture.md §4 "Keep-alive tabs"); the console navigates to absolute paths only.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['useNavigate'],
              message: 'Navigate with useAppNavigate (@/shared/routes/use-app-navigate).',
            },
          ],
        },
      ],
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
    // The server's layers of docs/architecture.md §2 "Server layers", judged on resolved paths like the console's; and
    // contract/<area>/index.ts, which imports neither TypeBox nor a schemas file (contract/README.md).
    files: ['server/src/**/*.ts', 'contract/*/index.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/import-boundaries': 'error' },
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
  {
    // Tests compare useAppNavigate with react-router's own hook, and drive routers with it.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
