import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries of docs/architecture.md §2: shared → features → app. `shared` imports no feature, layout or app
 * code; a feature imports no other feature (compose them in app/ or layouts/); axios lives in shared/api.
 */
const featureNames = [
  'auth',
  'session',
  'permissions',
  'tabs',
  'theme',
  'messages',
  'alarms',
  'error-log',
  'profile',
  'favourites',
  'tour',
  'work-orders',
  'reports',
  'system-admin',
  'home',
  'register',
  'system-chooser',
  'errors',
  'navigation',
  'factory-picker',
];

const noAxios = {
  name: 'axios',
  message: 'Use the one client in src/shared/api (docs/architecture.md §2).',
};

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'e2e/.output'],
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [noAxios] }],
    },
  },
  {
    files: ['src/shared/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noAxios],
          patterns: [
            {
              group: [
                '@/features/*',
                '@/layouts/*',
                '@/app/*',
                '**/features/**',
                '**/layouts/**',
                '**/app/**',
              ],
              message: 'shared must not import features, layouts or app (docs/architecture.md §2).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/layouts/*', '@/app/*'],
              message: 'shared must not import features, layouts or app (docs/architecture.md §2).',
            },
          ],
        },
      ],
    },
  },
  ...featureNames.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noAxios],
          patterns: [
            {
              group: [
                ...featureNames.filter((n) => n !== name).map((n) => `@/features/${n}`),
                ...featureNames.filter((n) => n !== name).map((n) => `@/features/${n}/*`),
                '@/app/*',
                '@/layouts/*',
              ],
              message:
                'A feature imports no other feature, layout or app code (docs/architecture.md §2): compose them in app/ or layouts/.',
            },
          ],
        },
      ],
    },
  })),
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
