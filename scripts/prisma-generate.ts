// Runs `prisma generate` (client + Pothos types into api/generated/) with no network.
// Prisma's CLI downloads its native schema engine at start even though generate never uses it;
// pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file skips that download. A path set by
// the caller (a machine that has the real engine) is kept.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(new URL('../package.json', import.meta.url));
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';

const result = spawnSync('npx', ['--no-install', 'prisma', 'generate', ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
