// One answer to "is this error the database being away?", for every route, all with Retry-After
// and no internals. GraphQL follows yoga's convention: the error stays a GraphQL error (message
// below, extensions.code SERVICE_UNAVAILABLE, the request id) and its extensions.http sets the
// response's status to 503 and its Retry-After header (yoga keeps `http` out of the body); a
// document with other fields that worked still answers 503, since part of it could not be served.
// The REST shims map that code to 503; /media and everything else reach the dispatcher's catch.
//
// What Prisma 7 throws, by trigger (each seen through a TCP proxy, tests/api/platform/databaseOutage.test.ts):
//   pg adapter, connection refused      PrismaClientKnownRequestError P1001 (kind DatabaseNotReachable)
//   pg adapter, ECONNRESET / ETIMEDOUT  P1017 (ConnectionClosed) / P1008 (SocketTimeout)
//   server refuses or ends the session  P2039, or P2010 for raw SQL, with the SQLSTATE in
//                                       meta.driverAdapterError.cause.code: 55000 (FATAL, "database
//                                       … is not currently accepting connections"), 57P01 (FATAL,
//                                       "terminating connection due to administrator command")
//   socket cut mid-query or in a tx     the driver's own Error "Connection terminated unexpectedly"
//   unreachable host (connect_timeout)  Error "Connection terminated due to connection timeout"
//   PGlite closed                       Error "PGlite is closed"

/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What a client reads while the database is away: nothing about the cause. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable.';

/** Headers of every answer given while the database is away. */
export const serviceUnavailableHeaders = { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } as const;

// Prisma's codes for "can't reach", "timed out", "connection closed", "too many connections".
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2037']);
const DRIVER_ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'SocketTimeout', 'ConnectionClosed', 'TooManyConnections']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// SQLSTATEs that say the server will not serve this session: admin/crash shutdown, cannot connect
// now (starting up, shutting down), too many connections. Class 08 is checked by prefix.
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// Errors of the pg driver and PGlite that carry no code.
const DRIVER_MESSAGES =
  /Connection terminated|terminating connection|timeout exceeded when trying to connect|Can't reach database server|PGlite is closed|pool after calling end|Client has encountered a connection error|not currently accepting connections/i;

type Inspectable = {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  severity?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  originalMessage?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
};

function isUnavailableSqlState(code: string, message: string, severity: unknown): boolean {
  if (code.startsWith('08') || SQLSTATES.has(code)) return true;
  // 55000 is "object not in prerequisite state": only at connection time (FATAL, "database … is not
  // currently accepting connections") does it mean the database refuses; elsewhere it is a bug.
  return code === '55000' && (severity === 'FATAL' || /not currently accepting connections/i.test(message));
}

function isUnavailableNode(node: Inspectable): boolean {
  const code = typeof node.code === 'string' ? node.code : typeof node.originalCode === 'string' ? node.originalCode : '';
  const message = [node.message, node.originalMessage].filter((part) => typeof part === 'string').join(' ');
  if (PRISMA_CODES.has(code) || SOCKET_CODES.has(code)) return true;
  if (typeof node.kind === 'string' && DRIVER_ADAPTER_KINDS.has(node.kind)) return true;
  if (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code, message, node.severity)) return true;
  if (node.name === 'PrismaClientInitializationError') return true;
  // A validation error quotes the query's arguments, which may be anyone's text.
  return node.name !== 'PrismaClientValidationError' && DRIVER_MESSAGES.test(message);
}

/**
 * True when an error (from Prisma, the pg driver or PGlite, however wrapped) means the database
 * cannot be reached or will not serve us right now, as opposed to a bug or a bad input.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    const inspectable = node as Inspectable;
    if (isUnavailableNode(inspectable)) return true;
    // Prisma keeps the driver's error under meta.driverAdapterError, whose cause holds the SQLSTATE.
    queue.push(inspectable.cause, inspectable.meta?.driverAdapterError);
    if (node instanceof AggregateError) queue.push(...node.errors);
  }
  return false;
}

/** The JSON answer of the REST shims, /media and anything else outside GraphQL. */
export function serviceUnavailableResponse(requestId?: string): Response {
  return new Response(JSON.stringify({ error: SERVICE_UNAVAILABLE_MESSAGE }), {
    status: 503,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...serviceUnavailableHeaders,
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
  });
}
