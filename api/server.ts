import { ConfigError, loadConfig } from './platform/config';
import { buildApp } from './app';
import { createLogger } from './platform/log';

/** The only file that listens: reads the configuration, builds the app, handles signals. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const app = await buildApp(config, log);
  const { port } = await app.start();

  log.info(`Meme Maker is listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`, {
    database: app.db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
    pubsub: config.redisUrl ? 'Redis' : 'in-process',
    captions: { openai: `OpenAI-compatible (${config.openai?.model})`, local: 'local model', offline: 'offline caption engine' }[app.deps.captions.engine],
    payments: config.stripe ? 'Stripe' : 'simulated',
  });
  if (!config.stripe) log.info('Test mode — no card is charged (set STRIPE_SECRET_KEY for real payments)');

  const stop = (signal: string) => {
    log.info(`${signal} received: finishing requests and shutting down`);
    app.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Meme Maker failed to start:', error);
  process.exit(1);
});
