// One answer to "is this error the storage refusing to write?" (a full disk, a read-only or failing
// filesystem, a quota), for the database and for DATA_DIR alike, and the short-lived "storage
// degraded" state /healthz reports. A client gets a 503 with Retry-After and a message id, never
// "Unexpected error."; the log gets one warning line per kind of failure per minute, never a stack
// per request, since every write fails the same way until an operator frees space.
//
// What such a failure looks like, by source:
//   DATA_DIR writes (node:fs)     an Error with code ENOSPC, EROFS, EDQUOT or EIO
//   PostgreSQL / PGlite           SQLSTATE 53100 disk_full, 53000 insufficient_resources, 58030
//                                 io_error, 25006 read_only_sql_transaction ("could not extend file
//                                 …: No space left on device"); Prisma 7 throws P2039 (P2010 for raw
//                                 SQL) with the SQLSTATE in meta.driverAdapterError.cause.code (seen
//                                 through PGlite, tests/api/platform/storageErrors.test.ts)
import type { Logger } from './log';

/** Seconds a client is asked to wait: freeing space takes an operator, not a reconnect. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

/** What a client reads while writes fail; the id lets a client show its own words. */
export const STORAGE_UNAVAILABLE_MESSAGE = 'Nothing can be saved right now. Please try again in a minute.';
export const STORAGE_UNAVAILABLE_MESSAGE_ID = 'storageUnavailable';

/** Headers of every answer given while writes fail. */
export const storageUnavailableHeaders = { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) } as const;

/** How long /healthz says degraded after the last failure when no write has succeeded since. */
export const STORAGE_DEGRADED_MS = STORAGE_RETRY_AFTER_SECONDS * 1000;

const FS_CODES = new Set(['ENOSPC', 'EROFS', 'EDQUOT', 'EIO']);
const SQLSTATES = new Set(['53100', '53000', '58030', '25006']);
// The operating system's words for the same codes, when only the message carries them.
const FS_MESSAGES: [RegExp, string][] = [
  [/No space left on device/i, 'ENOSPC'],
  [/Read-only file system/i, 'EROFS'],
  [/Disk quota exceeded/i, 'EDQUOT'],
];

/** Which storage failed and how: `part` names what /healthz reports, `code` the errno or SQLSTATE. */
export type StorageFailure = { part: 'database' | 'files'; code: string };

type Inspectable = {
  name?: unknown;
  code?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

function codeOf(node: Inspectable): string {
  if (typeof node.code === 'string') return node.code;
  return typeof node.originalCode === 'string' ? node.originalCode : '';
}

/** The failure with the words of the error that named it (for the log only: it may name files). */
function inspect(error: unknown): (StorageFailure & { detail: string }) | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  let throughDatabase = false;
  let byCode: { code: string; detail: string } | null = null;
  let byMessage: { code: string; detail: string } | null = null;
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    const inspectable = node as Inspectable;
    // A validation error quotes the query's arguments, which may be anyone's text.
    if (inspectable.name === 'PrismaClientValidationError') return null;
    const code = codeOf(inspectable);
    const message = typeof inspectable.message === 'string' ? inspectable.message.trim().split('\n')[0]! : '';
    if (/^Prisma/.test(String(inspectable.name)) || /^P\d{4}$/.test(code) || SQLSTATES.has(code)) throughDatabase = true;
    if (!byCode && (FS_CODES.has(code) || SQLSTATES.has(code))) byCode = { code, detail: message };
    const worded = FS_MESSAGES.find(([pattern]) => pattern.test(message))?.[1];
    if (!byMessage && worded) byMessage = { code: worded, detail: message };
    queue.push(inspectable.cause, inspectable.meta?.driverAdapterError);
    if (node instanceof AggregateError) queue.push(...node.errors);
  }
  // A code anywhere in the chain says more than words: the SQLSTATE sits below Prisma's message.
  const found = byCode ?? byMessage;
  if (!found) return null;
  return { part: throughDatabase || SQLSTATES.has(found.code) ? 'database' : 'files', code: found.code, detail: found.detail };
}

/**
 * The storage failure behind an error (however Prisma, PGlite, pg or node:fs wrapped it), or null
 * when the error is anything else.
 */
export function storageFailureOf(error: unknown): StorageFailure | null {
  const found = inspect(error);
  return found ? { part: found.part, code: found.code } : null;
}

/** True when an error means the storage refuses to write (see storageFailureOf). */
export function isStorageFailure(error: unknown): boolean {
  return storageFailureOf(error) !== null;
}

/** The storage's recent health, shared by every route of one app. */
export type StorageHealth = {
  /** Records a failure (logging one line per kind per minute) and returns it; null if `error` is no storage failure. */
  noteFailure(error: unknown, fields?: Record<string, unknown>): StorageFailure | null;
  /** A write went through: the storage is healthy again. */
  noteWriteSucceeded(): void;
  /** The failure /healthz reports, while it is recent and no write has succeeded since. */
  degraded(): (StorageFailure & { since: string }) | null;
};

const LOG_EVERY_MS = 60_000;

export function createStorageHealth(log: Logger, now: () => number = Date.now): StorageHealth {
  let current: { failure: StorageFailure; since: number; last: number } | null = null;
  const loggedAt = new Map<string, number>();
  return {
    noteFailure(error, fields) {
      const found = inspect(error);
      if (!found) return null;
      const { detail, ...failure } = found;
      const at = now();
      current = { failure, since: current?.since ?? at, last: at };
      const kind = `${failure.part}:${failure.code}`;
      if (at - (loggedAt.get(kind) ?? -Infinity) >= LOG_EVERY_MS) {
        loggedAt.set(kind, at);
        // One line of the error's words: the stack is the same for every request and says nothing new.
        log.warn('storage cannot write: answering 503 until a write succeeds', { part: failure.part, code: failure.code, detail, ...fields });
      }
      return failure;
    },
    noteWriteSucceeded() {
      current = null;
    },
    degraded() {
      if (!current || now() - current.last > STORAGE_DEGRADED_MS) return null;
      return { ...current.failure, since: new Date(current.since).toISOString() };
    },
  };
}

/** The JSON answer of /media and anything else outside GraphQL. */
export function storageUnavailableResponse(requestId?: string): Response {
  return new Response(JSON.stringify({ error: STORAGE_UNAVAILABLE_MESSAGE, messageId: STORAGE_UNAVAILABLE_MESSAGE_ID, ...(requestId ? { requestId } : {}) }), {
    status: 503,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...storageUnavailableHeaders,
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
  });
}
