// The real app on an embedded in-memory database, for benchmarks. Prints PORT=<n> when listening.
import { buildApp } from '../../../api/app';
import { benchConfig } from './benchApp';

const app = await buildApp(benchConfig());
const { port } = await app.start();
process.stdout.write(`PORT=${port}\n`);
process.once('SIGTERM', () => void app.stop().then(() => process.exit(0)));
