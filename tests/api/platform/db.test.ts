// The database layer on whichever backend runs: PGlite by default, PostgreSQL when DATABASE_URL
// is set. Asserts what the rest of the app relies on: migrations, seed data and the constraints
// that keep balances and purchases honest even if a service has a bug.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../../../api/platform/db';
import { applyMigrations, type MigrationSession } from '../../../api/platform/migrate';
import { seedDefaults } from '../../../api/seed';
import { verifyPassword } from '../../../api/auth/passwords';
import { testDatabaseOptions, type TestDatabaseOptions } from '../../helpers/testDatabase';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** How many migrations prisma/migrations holds (each must be applied exactly once). */
async function migrationCount(): Promise<number> {
  const entries = await readdir(new URL('../../../prisma/migrations', import.meta.url), { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).length;
}

let options: TestDatabaseOptions;
let db: Database;

beforeAll(async () => {
  options = await testDatabaseOptions();
  db = await openDatabase(options);
});

afterAll(async () => {
  await db?.close();
  await options?.cleanup();
});

let userCount = 0;
function createUser(tokens = 5) {
  userCount += 1;
  return db.prisma.user.create({ data: { username: `user${userCount}`, password: 'unused', tokens } });
}

describe('migrations', () => {
  test('the database opened on the expected backend and answers', async () => {
    expect(db.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    await expect(db.ping()).resolves.toBeUndefined();
  });

  test('a second start applies nothing and keeps the data', async () => {
    const storage = await persistentStorage();
    try {
      const first = await openDatabase(storage.options);
      await first.prisma.user.create({ data: { username: 'survivor', password: 'x' } });
      await first.close();

      const lines: string[] = [];
      const second = await openDatabase({ ...storage.options, log: (line) => lines.push(line) });
      const migrations = await migrationCount();
      try {
        expect(lines).toContain(`database schema up to date (${migrations} migrations)`);
        expect(await second.prisma.user.findUnique({ where: { username: 'survivor' } })).not.toBeNull();
        const rows = await second.prisma.$queryRaw<{ migration_name: string; applied_steps_count: number }[]>`
          SELECT migration_name, applied_steps_count FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`;
        expect(rows).toHaveLength(migrations);
        expect(rows.map((row) => row.migration_name).sort()[0]).toMatch(/^\d{14}_init$/);
        expect(rows.every((row) => row.applied_steps_count === 1)).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await storage.cleanup();
    }
  }, 90_000);

  test('a failing migration is rolled back whole, stops the start, and applies once fixed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'meme-maker-migrations-'));
    const write = async (name: string, sql: string) => {
      await mkdir(path.join(dir, name), { recursive: true });
      await writeFile(path.join(dir, name, 'migration.sql'), sql);
    };
    const { session, close } = await scratchSession();
    try {
      await write('0001_ok', 'CREATE TABLE "a" (id int);');
      await write('0002_bad', 'CREATE TABLE "b" (id int);\nSELECT 1/0;');
      await expect(applyMigrations(session, dir)).rejects.toThrow(/0002_bad failed and was rolled back: division by zero/);
      const tables = async () =>
        ((await session.query(`SELECT table_name FROM information_schema.tables WHERE table_name IN ('a', 'b')`)).rows as { table_name: string }[]).map(
          (row) => row.table_name,
        );
      expect(await tables()).toEqual(['a']);

      await write('0002_bad', 'CREATE TABLE "b" (id int);');
      await write('0001_ok', 'CREATE TABLE "a" (id int, edited int);');
      const lines: string[] = [];
      expect(await applyMigrations(session, dir, (line) => lines.push(line))).toEqual(['0002_bad']);
      expect((await tables()).sort()).toEqual(['a', 'b']);
      expect(lines).toContain('warning: migration 0001_ok was edited after it was applied');
      const rows = (await session.query('SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name')).rows;
      expect(rows).toEqual([{ migration_name: '0001_ok' }, { migration_name: '0002_bad' }]);
    } finally {
      await close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test.runIf(onPostgres)('two instances starting at once migrate exactly once', async () => {
    const fresh = await testDatabaseOptions();
    try {
      const [a, b] = await Promise.all([openDatabase(fresh), openDatabase(fresh)]);
      const rows = await a.prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "_prisma_migrations"`;
      expect(Number(rows[0]?.n)).toBe(await migrationCount());
      await Promise.all([a.close(), b.close()]);
    } finally {
      await fresh.cleanup();
    }
  });
});

describe('seedDefaults', () => {
  test('seeding twice leaves exactly the three default packs', async () => {
    await seedDefaults(db.prisma);
    await seedDefaults(db.prisma);
    const packs = await db.prisma.tokenPack.findMany({ orderBy: { price: 'asc' } });
    expect(packs.map(({ name, tokenCount, price, featured }) => ({ name, tokenCount, price, featured }))).toEqual([
      { name: 'Starter Pack', tokenCount: 20, price: 199, featured: false },
      { name: 'Popular Pack', tokenCount: 50, price: 399, featured: true },
      { name: 'Mega Pack', tokenCount: 200, price: 999, featured: false },
    ]);
  });

  test('the admin is created once, with an argon2id hash, admin rights and a signup grant', async () => {
    await seedDefaults(db.prisma, { adminUsername: 'boss', adminPassword: 'correct horse' });
    await seedDefaults(db.prisma, { adminUsername: 'boss', adminPassword: 'correct horse' });
    const admin = await db.prisma.user.findUniqueOrThrow({ where: { username: 'boss' }, include: { ledger: true } });
    expect(admin.password.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword(admin.password, 'correct horse')).toBe(true);
    expect(admin).toMatchObject({ isAdmin: true, tokens: 5, sessionVersion: 0 });
    expect(admin.ledger.map(({ delta, balanceAfter, reason }) => ({ delta, balanceAfter, reason }))).toEqual([{ delta: 5, balanceAfter: 5, reason: 'signup' }]);
  });

  test('an existing user is promoted, and the password replaced only when it differs', async () => {
    const user = await createUser();
    await seedDefaults(db.prisma, { adminUsername: user.username, adminPassword: 'new password' });
    const promoted = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(promoted.isAdmin).toBe(true);
    expect(await verifyPassword(promoted.password, 'new password')).toBe(true);
    expect(promoted.sessionVersion).toBe(1);

    await seedDefaults(db.prisma, { adminUsername: user.username, adminPassword: 'new password' });
    const again = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(again.password).toBe(promoted.password);
    expect(again.sessionVersion).toBe(1);
  });
});

describe('constraints', () => {
  test('a balance can never go below zero', async () => {
    const user = await createUser(0);
    await expect(db.prisma.user.update({ where: { id: user.id }, data: { tokens: -1 } })).rejects.toThrow(/users_tokens_nonnegative|check constraint/i);
    await expect(db.prisma.user.update({ where: { id: user.id }, data: { tokens: { decrement: 1 } } })).rejects.toThrow();
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).tokens).toBe(0);
  });

  test('deleting a user removes their memes, purchases and ledger, and keeps their affiliate sites', async () => {
    await seedDefaults(db.prisma);
    const pack = await db.prisma.tokenPack.findUniqueOrThrow({ where: { name: 'Starter Pack' } });
    const user = await createUser();
    const upload = await db.prisma.upload.create({
      data: {
        userId: user.id,
        sha256: 'a'.repeat(64),
        mimeType: 'image/png',
        byteSize: 3,
        width: 1,
        height: 1,
        frameCount: 1,
        bytes: new Uint8Array([1, 2, 3]),
      },
    });
    await db.prisma.meme.create({
      data: { userId: user.id, originalText: 'hi', uwuText: 'hai', templateId: 'drake', captions: [{ text: 'hai' }], uploadId: upload.id },
    });
    await db.prisma.userTokenPurchase.create({
      data: { userId: user.id, packId: pack.id, amount: pack.price, tokenCount: pack.tokenCount, status: 'completed' },
    });
    await db.prisma.tokenLedger.create({ data: { userId: user.id, delta: 5, balanceAfter: 5, reason: 'signup', reference: String(user.id) } });
    const site = await db.prisma.affiliateSite.create({
      data: { title: 'Site', description: 'd', logoUrl: 'https://example.com/logo.png', url: 'https://example.com', createdBy: user.id },
    });

    await db.prisma.user.delete({ where: { id: user.id } });

    expect(await db.prisma.meme.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.prisma.userTokenPurchase.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.prisma.tokenLedger.count({ where: { userId: user.id } })).toBe(0);
    expect((await db.prisma.affiliateSite.findUniqueOrThrow({ where: { id: site.id } })).createdBy).toBeNull();
    expect((await db.prisma.upload.findUniqueOrThrow({ where: { id: upload.id } })).userId).toBeNull();
  });

  test('a pack that was bought cannot be deleted', async () => {
    const pack = await db.prisma.tokenPack.create({ data: { name: 'Bought Pack', description: 'd', tokenCount: 1, price: 100 } });
    const user = await createUser();
    await db.prisma.userTokenPurchase.create({
      data: { userId: user.id, packId: pack.id, amount: 100, tokenCount: 1, status: 'completed' },
    });
    await expect(db.prisma.tokenPack.delete({ where: { id: pack.id } })).rejects.toThrow();
    expect(await db.prisma.tokenPack.findUnique({ where: { id: pack.id } })).not.toBeNull();
  });

  test('a refund for the same generation is written only once', async () => {
    const user = await createUser();
    const refund = { userId: user.id, delta: 1, balanceAfter: 6, reason: 'refund', reference: 'generation:42' };
    await db.prisma.tokenLedger.create({ data: refund });
    await expect(db.prisma.tokenLedger.create({ data: refund })).rejects.toMatchObject({ code: 'P2002' });
    // Entries without a reference (admin adjustments) never collide.
    const adjustment = { userId: user.id, delta: 1, balanceAfter: 7, reason: 'admin_adjustment' };
    await db.prisma.tokenLedger.createMany({ data: [adjustment, adjustment] });
    expect(await db.prisma.tokenLedger.count({ where: { userId: user.id } })).toBe(3);
  });

  test('a PaymentIntent can be credited to one purchase only', async () => {
    const pack = await db.prisma.tokenPack.findFirstOrThrow();
    const user = await createUser();
    const purchase = { userId: user.id, packId: pack.id, amount: pack.price, tokenCount: pack.tokenCount, status: 'completed', paymentIntentId: 'pi_123' };
    await db.prisma.userTokenPurchase.create({ data: purchase });
    await expect(db.prisma.userTokenPurchase.create({ data: purchase })).rejects.toMatchObject({ code: 'P2002' });
  });
});

// A bare session on an empty database of the current backend, for driving the runner directly.
async function scratchSession(): Promise<{ session: MigrationSession; close(): Promise<void> }> {
  if (!onPostgres) {
    const pglite = await PGlite.create();
    return { session: pglite, close: () => pglite.close() };
  }
  const fresh = await testDatabaseOptions();
  const url = new URL(fresh.databaseUrl!);
  const schema = url.searchParams.get('schema')!;
  url.searchParams.delete('schema');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"; SET search_path TO "${schema}"`);
  return {
    session: { query: (sql, params) => client.query(sql, params), exec: (sql) => client.query(sql) },
    close: async () => {
      await client.end();
      await fresh.cleanup();
    },
  };
}

// Storage that outlives a close: a PGlite folder, or a fresh schema on the PostgreSQL server.
async function persistentStorage(): Promise<{ options: DatabaseOptions; cleanup(): Promise<void> }> {
  if (onPostgres) {
    const fresh = await testDatabaseOptions();
    return { options: fresh, cleanup: () => fresh.cleanup() };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'meme-maker-db-'));
  return { options: { dataDir }, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
}

describe('the SQL functions the app relies on', () => {
  // prisma/functions holds the text of every SQL function the app relies on, one file per function,
  // so the rules that live in the database can be read without replaying migration history. This
  // fails when a file and the function the migrations install drift apart, or when a function has
  // no file: a change to one belongs in both (the file, and a new migration that installs it).
  // Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
  const FUNCTIONS_DIR = new URL('../../../prisma/functions/', import.meta.url);

  /** Each file's definition by function name, without the comments that open it. */
  async function readableDefinitions(): Promise<Record<string, string>> {
    const names = (await readdir(FUNCTIONS_DIR)).filter((name) => name.endsWith('.sql'));
    const entries = await Promise.all(
      names.map(async (name) => {
        const text = await readFile(new URL(name, FUNCTIONS_DIR), 'utf8');
        return [name.slice(0, -'.sql'.length), text.replace(/^(?:--.*\n|\s*\n)*/, '')] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  /**
   * What the database says each function of the app's schema is. pg_get_functiondef prints the
   * function the way the files are written, except that it names the schema, which differs per
   * test database on PostgreSQL.
   */
  async function installedDefinitions(): Promise<Record<string, string>> {
    const rows = await db.prisma.$queryRaw<{ name: string; schema: string; definition: string }[]>`
      SELECT p.proname AS name, n.nspname AS schema, pg_get_functiondef(p.oid) AS definition
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = current_schema()`;
    return Object.fromEntries(rows.map((row) => [row.name, row.definition.replace(`FUNCTION ${row.schema}.`, 'FUNCTION ')]));
  }

  test('every function the migrations install is in prisma/functions, word for word', async () => {
    expect(await readableDefinitions()).toEqual(await installedDefinitions());
  });
});
