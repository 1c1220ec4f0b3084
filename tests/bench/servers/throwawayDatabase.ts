// A database of its own for a bench run on the local PostgreSQL server, dropped afterwards.
import pg from 'pg';

/** The server the PostgreSQL runs use (any database on it; theirs is created beside it). */
export const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/**
 * Creates database `name`, hands `use` its URL and drops it afterwards (connections and all).
 * Answers `{ skipped }` without calling `use` when no PostgreSQL server answers.
 */
export async function withThrowawayDatabase<T>(name: string, use: (url: string) => Promise<T>): Promise<{ result: T } | { skipped: string }> {
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => undefined);
    return { skipped: `no PostgreSQL at ${BENCH_POSTGRES_URL} (${error instanceof Error ? error.message : String(error)})` };
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(BENCH_POSTGRES_URL);
    url.pathname = `/${name}`;
    return { result: await use(url.toString()) };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error: unknown) => console.error(`could not drop ${name}:`, error));
    await admin.end();
  }
}
