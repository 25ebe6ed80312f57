// One flat config for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/dist-browsers/**', '**/dist-debug/**', '**/dist-e2e/**', '**/dist-types/**', '**/coverage/**', '**/storybook-static/**',
      '.tools/**', '.reports/**', '**/.data/**', 'pacts/**', '**/test-results/**', '**/playwright-report/**',
      'packages/web/src/i18n/compiled/**', 'tooling/fixtures/**', 'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never inject HTML: render text and elements.' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The domain is pure: no clock, no randomness inside a rule.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Take the time from the Clock port.' },
        { object: 'Math', property: 'random', message: 'Take randomness through a port.' },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'navigator', 'setTimeout', 'setInterval'],
    },
  },
  {
    // Every text the web app shows goes through the catalogs: no literal string in JSX, explicit ids.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '(aria-label|title|alt|placeholder|label|message|description)']] } }],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
);
