// Lint rules that catch real defects: type-aware TypeScript checks and import cycles.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';

/**
 * The floors of api/, top to bottom (docs/ARCHITECTURE.md draws them). A file may import its own
 * floor and the floors below it, never one above: the pixel engine knows nothing of templates, a
 * service nothing of GraphQL, the platform nothing of the rules built on it.
 */
const API_FLOORS = [
  { name: 'composition', paths: ['./api/server.ts', './api/app.ts', './api/seed.ts'] },
  { name: 'the front door', paths: ['./api/dispatch.ts'] },
  { name: 'the REST shims', paths: ['./api/rest'] },
  { name: 'the endpoints', paths: ['./api/graphql', './api/mediaRoutes', './api/sharePages', './api/webhooks', './api/webApp'] },
  { name: 'the GraphQL schema', paths: ['./api/schema'] },
  { name: 'services and the media layer', paths: ['./api/services', './api/media'] },
  { name: 'templates', paths: ['./api/templates'] },
  { name: 'the shared context', paths: ['./api/context.ts'] },
  { name: 'adapters (captions, payments, auth)', paths: ['./api/ai', './api/payments', './api/auth'] },
  { name: 'the pixel engine', paths: ['./api/render'] },
  { name: 'the HTTP toolbox', paths: ['./api/http'] },
  { name: 'the platform', paths: ['./api/platform', './api/generated'] },
];

/** One no-restricted-paths zone per floor: everything above it is out of bounds. */
function apiFloorZones() {
  return API_FLOORS.slice(1).map((floor, index) => ({
    target: floor.paths,
    from: API_FLOORS.slice(0, index + 1).flatMap((above) => above.paths),
    message: `${floor.name} may import only its own floor and the floors below it (API_FLOORS in eslint.config.js).`,
  }));
}

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
    // Floors import downwards only. The web: pages → features → ui. core/ (shared with the browser)
    // knows nothing of the web. The API: one zone per floor of API_FLOORS.
    files: ['web/**/*.{ts,tsx}', 'core/**/*.ts', 'api/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web/ui', from: ['./web/features', './web/pages'], message: 'web/ui is below features and pages.' },
            { target: './web/features', from: './web/pages', message: 'web/features is below pages.' },
            { target: './core', from: './web', message: 'core/ is below the web app.' },
            ...apiFloorZones(),
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
