import { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { WebSocket } from 'ws';

/**
 * SECURITY.md WebSocket limits past the upgrade. A tab runs a handful of subscriptions and sends a
 * few messages when a page opens; a flood of subscribe messages used to build a context (and a
 * database read) for each, stalling the whole process.
 */
export const SOCKET_OPERATION_LIMITS = {
  /** Operations running at once on one socket; one more gets an `error` for its id. */
  activeOperations: 20,
  /** Token bucket on every message a client sends: this many at once, then `refillPerSecond`. */
  burst: 50,
  refillPerSecond: 10,
};

/** graphql-ws has no code for a flood; 4429 mirrors its "Too many initialisation requests". */
export const TOO_MANY_REQUESTS = { code: 4429, reason: 'Too many requests' } as const;

/** How long a flooding socket may take to finish the close handshake before it is dropped. */
const CLOSE_GRACE_MS = 1000;

/**
 * Counts the messages of `ws` in a token bucket. Registered before graphql-ws' own listener, so a
 * flood closes the socket (4429) and stops reading it before graphql-ws handles the message that
 * overflowed; what was already read is refused cheaply by `refuseOperation` below.
 */
export function limitSocketMessages(ws: WebSocket, limits = SOCKET_OPERATION_LIMITS): void {
  let tokens = limits.burst;
  let last = performance.now();
  ws.on('message', () => {
    const now = performance.now();
    tokens = Math.min(limits.burst, tokens + ((now - last) / 1000) * limits.refillPerSecond);
    last = now;
    if (tokens >= 1) {
      tokens -= 1;
      return;
    }
    if (ws.readyState !== ws.OPEN) return;
    ws.close(TOO_MANY_REQUESTS.code, TOO_MANY_REQUESTS.reason);
    ws.pause();
    setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
  });
}

/**
 * Why an operation arriving on `ws` is refused before any work, or null. `operations` is graphql-ws'
 * record of the socket's operations, the arriving one included.
 */
export function refuseOperation(ws: WebSocket, operations: Record<string, unknown>, limits = SOCKET_OPERATION_LIMITS): GraphQLError | null {
  if (ws.readyState !== ws.OPEN) return createGraphQLError('This socket is closing.', { extensions: { code: 'SOCKET_CLOSING' } });
  if (Object.keys(operations).length > limits.activeOperations) {
    return createGraphQLError(`At most ${limits.activeOperations} operations may run at once on one socket; complete one first.`, {
      extensions: { code: 'TOO_MANY_OPERATIONS' },
    });
  }
  return null;
}

/** The errors graphql-ws should send for `error` thrown while preparing an operation. */
export function operationErrors(error: unknown, mask: (error: unknown) => GraphQLError): GraphQLError[] {
  return [error instanceof GraphQLError ? error : mask(error)];
}
