// npm run db:migrate:create -- <name> [--empty]
//
// Writes prisma/migrations/<timestamp>_<name>/migration.sql holding the SQL that takes a database
// built from the existing migrations to prisma/schema.prisma. It works offline: Prisma's schema
// engine runs as WebAssembly and replays the migrations on an in-memory PGlite shadow database.
// It never touches your database; `npm run db:migrate` (or the app at start) applies the file.
//
// Hand-written SQL (CHECK constraints, partial indexes, anything Prisma's schema can't express):
//   1. run this script (with --empty when the schema itself didn't change),
//   2. append your SQL at the end of the new migration.sql under a `-- Hand-written:` comment,
//   3. apply it. Never edit a migration that was already applied somewhere: its checksum is
//      recorded in _prisma_migrations. Prisma's diff does not model CHECK constraints, so later
//      migrations neither recreate nor drop them (users_tokens_nonnegative in the init migration
//      stays). If a later change must drop a column a CHECK uses, drop the CHECK by hand first.
//   tests/api/platform/migrations.test.ts fails while schema.prisma and the migrations disagree.
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCKFILE_CONTENT, MIGRATIONS_DIR, diffMigrationsToSchema, openScratchEngine } from './schema-engine';

const args = process.argv.slice(2);
const empty = args.includes('--empty');
const name = args.find((arg) => !arg.startsWith('--'));
if (!name || !/^[a-z0-9_]+$/i.test(name)) {
  console.error('usage: npm run db:migrate:create -- <name> [--empty]   (name: letters, digits, _)');
  process.exit(2);
}

// The engine's createMigration refuses adapter-provided shadow databases on PostgreSQL, but its
// diff from a migrations folder accepts them and yields the same script, so we write the folder.
const scratch = await openScratchEngine((line) => console.error(line));
let script: string;
try {
  script = await diffMigrationsToSchema(scratch, MIGRATIONS_DIR);
} finally {
  await scratch.close();
}

if (script === '' && !empty) {
  console.log('no changes: prisma/schema.prisma matches the migrations');
} else {
  // Prisma's folder naming: UTC yyyyMMddHHmmss_name, so folders sort in creation order.
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const folder = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'migration.sql'), script === '' ? '-- This is an empty migration.\n' : script);
  const lockfile = path.join(MIGRATIONS_DIR, 'migration_lock.toml');
  await access(lockfile).catch(() => writeFile(lockfile, LOCKFILE_CONTENT));
  console.log(`created ${path.relative(process.cwd(), folder)}/migration.sql`);
}
