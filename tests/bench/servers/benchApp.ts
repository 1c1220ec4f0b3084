// What every bench server of the real app shares: its configuration, and a signed-in user.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../../../api/platform/config';

/**
 * Production settings, quiet logs, any free port; the database is an in-memory PGlite unless the
 * bench hands the server BENCH_DATABASE_URL (a PostgreSQL database of its own), and template
 * pictures from BENCH_TEMPLATE_IMAGE_HOST when it names one (servers/imageHost.ts).
 */
export function benchConfig(): Config {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const imageHost = process.env.BENCH_TEMPLATE_IMAGE_HOST;
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'meme-bench-')),
    // The load comes from one address: counted (the limiter's cost is part of the figure), never refused.
    ANONYMOUS_API_RATE_LIMIT: '1000000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(imageHost ? { TEMPLATE_IMAGE_HOST: imageHost } : {}),
  });
  return databaseUrl ? config : { ...config, dataDir: 'memory://' };
}

/** Registers a fresh user through the GraphQL API and returns its session cookie (`name=value`). */
export async function signUpForBench(fetchFn: (request: Request) => Promise<Response>, origin: string): Promise<string> {
  const response = await fetchFn(
    new Request(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: RegisterInput!) { register(input: $input) { __typename } }',
        variables: { input: { username: `bench${process.pid}`, password: 'bench-password-1' } },
      }),
    }),
  );
  const setCookie = response.headers.get('set-cookie');
  if (!setCookie) throw new Error(`sign-up for the bench failed: ${response.status} ${await response.text()}`);
  return setCookie.split(';')[0]!;
}
