// Where a test's database lives: a fresh schema on the PostgreSQL server of DATABASE_URL, or an
// in-memory PGlite database when DATABASE_URL is unset. Pass the result to openDatabase().
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export type TestDatabaseOptions = { databaseUrl?: string; dataDir: string; cleanup(): Promise<void> };

/** Options for openDatabase() isolated from every other test run; cleanup() drops what was made. */
export async function testDatabaseOptions(): Promise<TestDatabaseOptions> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { dataDir: 'memory://', cleanup: async () => {} };

  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const url = new URL(serverUrl);
  url.searchParams.set('schema', schema);
  return {
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    cleanup: async () => {
      url.searchParams.delete('schema');
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}
