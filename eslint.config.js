// Lint rules that catch real defects: type-aware TypeScript checks and import cycles.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'api/generated', '**/__generated__', 'test-results', 'playwright-report', 'tests/.tmp'] },
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    files: ['**/*.{ts,tsx}'],
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Hooks called in the same order on every render, with every value they read in their deps;
    // Relay documents named after their module, and no field fetched that the component never reads.
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, relay },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
    },
  },
  {
    // A route loader's query is read by its page component in another file, which this rule cannot
    // follow; until those fields move into the pages' own fragments, loaders are exempt.
    files: ['web/**/*Loader.ts'],
    rules: { 'relay/unused-fields': 'off' },
  },
  {
    // Layers import downwards only: pages → features → ui in the web, schema → services → database
    // in the API (a service knows nothing of GraphQL; the database layer nothing of the rules).
    files: ['web/**/*.{ts,tsx}', 'api/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web/ui', from: ['./web/features', './web/pages'], message: 'web/ui is below features and pages.' },
            { target: './web/features', from: './web/pages', message: 'web/features is below pages.' },
            { target: './api/services', from: ['./api/schema', './api/graphql', './api/rest'], message: 'services know nothing of GraphQL or REST.' },
            { target: ['./api/db.ts', './api/migrate.ts'], from: ['./api/services', './api/schema'], message: 'the database layer is below services.' },
          ],
        },
      ],
    },
  },
  {
    // The web never imports the server: their contract is schema.graphql.
    files: ['web/**/*.{ts,tsx}', 'core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/api/**', '../api/*'], message: 'web/ and core/ must not import api/.' }] }],
    },
  },
);
