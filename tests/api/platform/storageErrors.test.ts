// A full or read-only disk, as a client and an operator see it: every write answers a clear 503 with
// Retry-After and a message id (no "Unexpected error.", no internals), /healthz says degraded while
// writes fail and ok once one goes through, and the log gets one warning line, not a stack per request.
//
// How the disk fills up here: no tmpfs or mount is available to the tests, so the database itself
// is made to fail the write. A trigger raises SQLSTATE 53100 (disk_full) with the words PostgreSQL
// uses when it cannot extend a table file; the error then travels through PGlite (or PostgreSQL),
// the Prisma adapter and Prisma exactly as a real full disk's would. Dropping the trigger is the
// operator freeing space. DATA_DIR's own failures are real: a write to /dev/full fails with ENOSPC.
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../api/platform/log';
import { STORAGE_RETRY_AFTER_SECONDS, storageFailureOf } from '../../../api/platform/storageErrors';
import { fromFreshAddress, graphqlResponse, postJson, REGISTER } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/testApp';

// Anything that would tell a stranger what runs behind the API.
const INTERNALS = /prisma|postgres|pglite|sql|53100|ENOSPC|extend file|invocation|stack|\.ts\b|\bat /i;
const STACK_FRAME = /\n\s+at |\\n\s+at /;

let app: TestApp;
const logLines: string[] = [];

async function fillTheDisk() {
  await app.deps.prisma.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION storage_test_disk_full() RETURNS trigger AS $$
    BEGIN
      RAISE EXCEPTION 'could not extend file "base/16384/16385": No space left on device' USING ERRCODE = 'disk_full';
    END $$ LANGUAGE plpgsql`);
  await app.deps.prisma.$executeRawUnsafe(
    'CREATE TRIGGER storage_test_disk_full BEFORE INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION storage_test_disk_full()',
  );
}

async function freeSpace() {
  await app.deps.prisma.$executeRawUnsafe('DROP TRIGGER IF EXISTS storage_test_disk_full ON users');
}

let nextUser = 0;
const register = () => {
  nextUser += 1;
  return graphqlResponse(app, REGISTER, { input: { username: `disk${nextUser}`, password: 'password1' } }, fromFreshAddress());
};

const health = async () => {
  const response = await app.request('/healthz');
  return { status: response.status, body: (await response.json()) as { status: string; storage?: { failing: string } } };
};

beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: '127.0.0.1' }, { log: createLogger('warn', (line) => logLines.push(line)) });
});
afterAll(() => app.close());

describe('while the disk is full', () => {
  beforeAll(fillTheDisk);

  it('a GraphQL mutation that writes answers 503 with Retry-After and STORAGE_UNAVAILABLE', async () => {
    const { response, body } = await register();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'STORAGE_UNAVAILABLE', messageId: 'storageUnavailable' });
    expect(body.errors?.[0]?.message).not.toBe('Unexpected error.');
    expect(JSON.stringify(body)).not.toMatch(INTERNALS);
  });

  it('a REST write answers 503 with Retry-After and the message id', async () => {
    const response = await postJson(app, '/api/register', { username: 'diskrest', password: 'password1' }, fromFreshAddress());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ messageId: 'storageUnavailable' });
    expect(text).not.toMatch(INTERNALS);
  });

  it('/healthz says degraded, naming the database, while reads still work', async () => {
    expect(await health()).toMatchObject({ status: 503, body: { status: 'degraded', storage: { failing: 'database' } } });
    const read = await app.graphql('{ tokenPacks { name } }');
    expect(read.status).toBe(200);
  });

  it('logs one warning line without a stack, however many requests fail', async () => {
    await register();
    await register();
    const storageLines = logLines.filter((line) => /storage cannot write/.test(line));
    expect(storageLines).toHaveLength(1);
    expect(storageLines[0]).toMatch(/WARN/);
    expect(storageLines[0]).toMatch(/code=53100/);
    expect(logLines.join('')).not.toMatch(STACK_FRAME);
    expect(logLines.filter((line) => /unexpected error/i.test(line))).toEqual([]);
  });
});

describe('once space is freed', () => {
  beforeAll(freeSpace);

  it('the next write goes through and /healthz says ok again', async () => {
    expect((await health()).body.status).toBe('degraded');
    const { response, body } = await register();
    expect(response.status).toBe(200);
    expect(body.data?.register.__typename).toBe('RegisterSuccess');
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describe('which errors are storage failures', () => {
  it('a real ENOSPC from the filesystem is DATA_DIR failing', async () => {
    const error = await writeFile('/dev/full', 'x').catch((caught: unknown) => caught);
    expect(storageFailureOf(error)).toEqual({ part: 'files', code: 'ENOSPC' });
    expect(storageFailureOf(new Error('wrapped', { cause: error }))).toEqual({ part: 'files', code: 'ENOSPC' });
  });

  it('a read-only filesystem counts; a missing file or a bug does not', () => {
    expect(storageFailureOf(Object.assign(new Error('EROFS: read-only file system, open'), { code: 'EROFS' }))).toEqual({ part: 'files', code: 'EROFS' });
    expect(storageFailureOf(Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' }))).toBeNull();
    expect(storageFailureOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull();
  });
});
