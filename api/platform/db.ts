// The database: Prisma Client over embedded PGlite (no configuration) or PostgreSQL (DATABASE_URL).
// Migrations are applied before the client is handed out, so callers always see the current schema.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client';
import { applyMigrations } from './migrate';

export type Database = {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Closes the client and the underlying PGlite or pg pool. */
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgresql://… with an optional ?schema=name; absent means embedded PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite data (`${dataDir}/pglite`), or 'memory://' for a throwaway database. */
  dataDir: string;
  log?: (msg: string) => void;
};

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

/** Opens the configured database, applies pending migrations, and returns a ready Prisma client. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = options.log ?? (() => {});
  return options.databaseUrl ? openPostgres(options.databaseUrl, log) : openPGlite(options.dataDir, log);
}

async function openPGlite(dataDir: string, log: (msg: string) => void): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  const folder = inMemory ? undefined : path.join(dataDir, 'pglite');
  if (folder) await mkdir(folder, { recursive: true });
  const pglite = await PGlite.create(folder);
  try {
    await applyMigrations(pglite, MIGRATIONS_DIR, log);
  } catch (error) {
    await pglite.close();
    throw error;
  }
  log(inMemory ? 'database: embedded PGlite in memory' : `database: embedded PGlite in ${folder}`);
  return databaseOf(new PrismaClient({ adapter: new PrismaPGlite(pglite) }), 'pglite', () => pglite.close());
}

async function openPostgres(databaseUrl: string, log: (msg: string) => void): Promise<Database> {
  const { connectionString, schema, label, connectTimeoutMs } = parsePostgresUrl(databaseUrl);
  // search_path on every connection, so raw SQL and the migrations land in the same schema as
  // Prisma's queries (which the adapter's `schema` option qualifies explicitly). pg waits forever
  // for an unreachable host unless told otherwise: a bounded connect turns that into a 503.
  const config: pg.PoolConfig = { connectionString, options: `-c search_path=${schema}`, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true };
  await migratePostgres(config, schema, log);
  log(`database: PostgreSQL ${label}${schema === 'public' ? '' : ` (schema ${schema})`}`);

  const pool = new pg.Pool(config);
  pool.on('error', (error) => log(`database: idle connection error: ${error.message}`));
  return databaseOf(new PrismaClient({ adapter: new PrismaPg(pool, { schema }) }), 'postgres', () => pool.end());
}

/** The Database over `prisma`; closing disconnects Prisma first, then releases its driver (PGlite or the pg pool). */
function databaseOf(prisma: PrismaClient, kind: Database['kind'], releaseDriver: () => Promise<void>): Database {
  return {
    prisma,
    kind,
    ping: () => ping(prisma),
    close: async () => {
      await prisma.$disconnect();
      await releaseDriver();
    },
  };
}

// Migrations run on one dedicated session: the advisory lock and each transaction must share it.
async function migratePostgres(config: pg.ClientConfig, schema: string, log: (msg: string) => void): Promise<void> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`).catch((error: { code?: string }) => {
      // Two instances creating the same schema at once: the loser sees a duplicate, which is fine.
      if (error.code !== '23505' && error.code !== '42P06') throw error;
    });
    const session = { query: (sql: string, params?: unknown[]) => client.query(sql, params), exec: (sql: string) => client.query(sql) };
    await applyMigrations(session, MIGRATIONS_DIR, log);
  } finally {
    await client.end();
  }
}

/** Seconds to wait for a connection when DATABASE_URL has no `connect_timeout` (libpq's name). */
const DEFAULT_CONNECT_TIMEOUT_SECONDS = 5;

function parsePostgresUrl(databaseUrl: string): { connectionString: string; schema: string; label: string; connectTimeoutMs: number } {
  const url = new URL(databaseUrl);
  if (url.protocol !== 'postgresql:' && url.protocol !== 'postgres:') {
    throw new Error('DATABASE_URL must start with postgresql://');
  }
  const schema = url.searchParams.get('schema') ?? 'public';
  // Interpolated into SQL and into the connection's options, so only plain identifiers.
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`DATABASE_URL: schema "${schema}" must be letters, digits and _`);
  }
  url.searchParams.delete('schema');
  const connectTimeout = Number(url.searchParams.get('connect_timeout') ?? DEFAULT_CONNECT_TIMEOUT_SECONDS);
  if (!Number.isFinite(connectTimeout) || connectTimeout < 0) throw new Error('DATABASE_URL: connect_timeout must be a number of seconds (0 waits forever)');
  const connectTimeoutMs = Math.round(connectTimeout * 1000);
  return { connectionString: url.toString(), schema, label: `${url.hostname}:${url.port || 5432}${url.pathname}`, connectTimeoutMs };
}

async function ping(prisma: PrismaClient): Promise<void> {
  await prisma.$queryRaw`SELECT 1`;
}
