// One app instance for the L1 load test, configured by its environment like `npm start` (the test
// sets DATABASE_URL, REDIS_URL, REDIS_KEY_PREFIX, SESSION_SECRET, TEMPLATE_IMAGE_HOST,
// SIGNIN_ADDRESS_LIMIT and ANONYMOUS_API_RATE_LIMIT as it needs). Without DATABASE_URL the
// embedded PGlite runs in memory. Prints PORT=<n> when listening, and its main thread's
// event-loop delay on stderr when it stops (where a slow step's time went).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../../api/app';
import { loadConfig } from '../../../api/platform/config';

const dataDir = mkdtempSync(join(tmpdir(), 'meme-l1-'));
const loaded = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
  DATA_DIR: dataDir,
});
const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
process.once('exit', removeDataDir);
const app = await buildApp(loaded.databaseUrl ? loaded : { ...loaded, dataDir: 'memory://' });
const { port } = await app.start();
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.stdout.write(`PORT=${port}\n`);
process.once('SIGTERM', () => {
  delay.disable();
  const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(0);
  process.stderr.write(
    `L1 instance on port ${port}: event-loop delay p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms\n`,
  );
  void app.stop().finally(() => process.exit(0));
});
