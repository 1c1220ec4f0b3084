// Applies prisma/migrations at start, bookkeeping in `_prisma_migrations` exactly as Prisma does,
// so `prisma migrate deploy/status` (where the native engine exists) agree with what we did.
//
// Why our own runner rather than the WASM engine's applyMigrations: through @prisma/adapter-pg the
// engine runs a migration by splitting it on ';' and sending statements one by one over a pool,
// with no transaction, and its advisory lock could land on another pooled connection. Here every
// step runs on one session: the lock, then one transaction per migration (script + its row).
import { createHash, randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** One database session (a pg.Client or a PGlite): everything must run on the same connection. */
export type MigrationSession = {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs a multi-statement script. */
  exec(script: string): Promise<unknown>;
};

type LocalMigration = { name: string; script: string; checksum: string };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
type AppliedRow = { migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null };

// The key Prisma Migrate itself locks, so we also exclude a concurrent `prisma migrate deploy`.
const PRISMA_ADVISORY_LOCK = 72707369;

// Column for column the table Prisma's schema engine creates on PostgreSQL.
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** Applies pending migrations from migrationsDir on this session; returns the names applied. */
export async function applyMigrations(session: MigrationSession, migrationsDir: string, log: (msg: string) => void = () => {}): Promise<string[]> {
  const local = await readLocalMigrations(migrationsDir);
  // Session-level lock: a second instance starting at the same time waits here, then finds
  // everything applied. It is released on unlock or when the session ends (crash included).
  await session.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
  try {
    await session.exec(CREATE_MIGRATIONS_TABLE);
    const applied = await readAppliedMigrations(session);
    const pending = local.filter((migration) => !applied.has(migration.name));
    warnAboutDrift(local, applied, log);
    for (const migration of pending) {
      await applyOne(session, migration);
      log(`migration applied: ${migration.name}`);
    }
    if (pending.length === 0) log(`database schema up to date (${local.length} migrations)`);
    return pending.map((migration) => migration.name);
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]);
  }
}

async function readLocalMigrations(dir: string): Promise<LocalMigration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const script = await readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      // Prisma's checksum: hex SHA-256 of the file as written.
      return { name, script, checksum: sha256(script) };
    }),
  );
}

async function readAppliedMigrations(session: MigrationSession): Promise<Map<string, AppliedRow>> {
  const rows = (await session.query('SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at'))
    .rows as AppliedRow[];
  const failed = rows.filter((row) => row.finished_at === null && row.rolled_back_at === null);
  if (failed.length > 0) {
    // Same rule as Prisma (P3009): someone must look at a half-applied migration first.
    const names = failed.map((row) => row.migration_name).join(', ');
    throw new Error(
      `migration ${names} failed earlier and may be half applied; fix the database, then mark it ` +
        `rolled back (UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = '...')`,
    );
  }
  return new Map(rows.filter((row) => row.rolled_back_at === null).map((row) => [row.migration_name, row]));
}

function warnAboutDrift(local: LocalMigration[], applied: Map<string, AppliedRow>, log: (msg: string) => void): void {
  const localNames = new Set(local.map((migration) => migration.name));
  for (const migration of local) {
    const row = applied.get(migration.name);
    // Like Prisma, a checkout that only changed line endings (git on Windows) is not an edit.
    const variants = [migration.checksum, sha256(migration.script.replaceAll('\r\n', '\n')), sha256(migration.script.replaceAll('\n', '\r\n'))];
    if (row && !variants.includes(row.checksum)) {
      log(`warning: migration ${migration.name} was edited after it was applied`);
    }
  }
  for (const name of applied.keys()) {
    if (!localNames.has(name)) log(`warning: migration ${name} is applied but missing from the folder`);
  }
}

// One transaction per migration: either the whole script and its bookkeeping row commit, or
// nothing does and the next start retries from a clean state. (Prisma's own engine cannot roll
// back a failed migration and leaves a "failed" row instead; that state never arises here.)
async function applyOne(session: MigrationSession, migration: LocalMigration): Promise<void> {
  await session.exec('BEGIN');
  try {
    await session.exec(migration.script);
    await session.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), clock_timestamp(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await session.exec('COMMIT');
  } catch (error) {
    await session.exec('ROLLBACK');
    throw new Error(`migration ${migration.name} failed and was rolled back: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
