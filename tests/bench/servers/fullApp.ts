// The real app on an embedded in-memory database, for benchmarks. Prints PORT=<n> when listening.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../../api/app';
import { loadConfig } from '../../../api/config';

const config = {
  ...loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'meme-bench-')),
    // The load comes from one address: counted (the limiter's cost is part of the figure), never refused.
    ANONYMOUS_API_RATE_LIMIT: '1000000000',
  }),
  dataDir: 'memory://',
};
const app = await buildApp(config);
const { port } = await app.start();
process.stdout.write(`PORT=${port}\n`);
process.once('SIGTERM', () => void app.stop().then(() => process.exit(0)));
