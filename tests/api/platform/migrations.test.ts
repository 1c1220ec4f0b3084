// prisma/migrations must produce exactly what prisma/schema.prisma describes. When this fails,
// run `npm run db:migrate:create -- <name>` and commit the new folder.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { diffMigrationsToSchema, openScratchEngine, type ScratchEngine } from '../../../scripts/schema-engine';

let scratch: ScratchEngine;
beforeAll(async () => {
  scratch = await openScratchEngine();
});
afterAll(() => scratch?.close());

test('the migrations folder is in sync with schema.prisma', async () => {
  expect(await diffMigrationsToSchema(scratch)).toBe('');
}, 60_000);
