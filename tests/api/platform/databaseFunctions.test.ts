// prisma/functions holds the text of every SQL function the app relies on, one file per function,
// so the rules that live in the database can be read without replaying migration history. This
// fails when a file and the function the migrations install drift apart, or when a function has
// no file: a change to one belongs in both (the file, and a new migration that installs it).
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, type Database } from '../../../api/platform/db';
import { testDatabaseOptions, type TestDatabaseOptions } from '../../helpers/testDatabase';

const FUNCTIONS_DIR = new URL('../../../prisma/functions/', import.meta.url);

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
