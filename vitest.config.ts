// Unit and integration tests (api on PGlite or PostgreSQL). Playwright owns tests/e2e.
// Without this file vitest would load vite.config.ts, whose root is ./web.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for packages outside Vite's graph (yoga, Pothos); Vite
    // would pick the .mjs build for our files. Two copies of graphql refuse each other's types.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    root: '.',
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Starting an embedded PGlite database takes seconds on a small machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Native modules (argon2, canvas) and WASM databases behave best in child processes.
    pool: 'forks',
  },
});
