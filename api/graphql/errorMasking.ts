import { GraphQLError } from 'graphql';
import { createGraphQLError, handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Context } from '../context';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE, serviceUnavailableHeaders } from '../platform/databaseUnavailable';
import type { Logger } from '../platform/log';
import { STORAGE_UNAVAILABLE_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE_ID, storageUnavailableHeaders } from '../platform/storageErrors';

/** Errors a client caused or can act on carry no foreign originalError; those pass untouched. */
function isExpected(error: GraphQLError): boolean {
  return !error.originalError || error.originalError instanceof GraphQLError;
}

export { isDatabaseUnavailable } from '../platform/databaseUnavailable';

/** The masked error a client sees when the database can't be reached: 503 + Retry-After, nothing internal. */
export function serviceUnavailableError(requestId: string, path?: readonly (string | number)[]) {
  return createGraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
    path,
    extensions: { code: 'SERVICE_UNAVAILABLE', requestId, http: { status: 503, headers: { ...serviceUnavailableHeaders } } },
  });
}

/** The masked error a client sees when the disk is full or read-only: 503 + Retry-After and a message id. */
export function storageUnavailableError(requestId: string, path?: readonly (string | number)[]) {
  return createGraphQLError(STORAGE_UNAVAILABLE_MESSAGE, {
    path,
    extensions: {
      code: 'STORAGE_UNAVAILABLE',
      messageId: STORAGE_UNAVAILABLE_MESSAGE_ID,
      requestId,
      http: { status: 503, headers: { ...storageUnavailableHeaders } },
    },
  });
}

/** A variable refused by a scalar that threw a plain Error: its message may say more than a client needs. */
function invalidVariableError(error: GraphQLError) {
  const variable = /^Variable "(\$\w+)"/.exec(error.message)?.[1];
  return createGraphQLError(variable ? `Variable "${variable}" has an invalid value.` : 'A variable has an invalid value.', {
    nodes: error.nodes,
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/**
 * Replaces unexpected errors with a masked one that carries the request id, and logs the real
 * cause under the same id, so a user's report can be matched to the log line.
 */
export function useUnexpectedErrorMasking(log: Logger): Plugin<Context> {
  const maskResult =
    (context: Context, wrote = false) =>
    ({ result, setResult }: { result: ExecutionResult; setResult: (r: ExecutionResult) => void }) => {
      // A mutation that answered without errors has (as a rule) written: the storage takes writes again.
      if (wrote && !result.errors?.length) context.storage.noteWriteSucceeded();
      if (!result.errors?.some((error) => !isExpected(error))) return;
      // No `data` at all: execution never started, so every error is about the request itself (a
      // variable a scalar refused). That is the client's mistake: a 400, never a masked 500.
      const requestError = !('data' in result);
      const errors = result.errors.map((error) => {
        if (isExpected(error)) return error;
        if (requestError) return invalidVariableError(error);
        const cause = error.originalError!;
        // Every write fails alike until space is freed: one warning a minute, not a stack per request.
        if (context.storage.noteFailure(cause, { requestId: context.requestId })) return storageUnavailableError(context.requestId, error.path);
        log.error('unexpected error in resolver', {
          requestId: context.requestId,
          path: error.path?.join('.'),
          error: cause,
        });
        if (isDatabaseUnavailable(cause)) return serviceUnavailableError(context.requestId, error.path);
        return createGraphQLError('Unexpected error.', {
          path: error.path,
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: context.requestId },
        });
      });
      setResult({ ...result, errors });
    };
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, maskResult(args.contextValue, isMutation(args.document, args.operationName))),
    }),
    onSubscribe: ({ args }) => ({
      onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, maskResult(args.contextValue)),
    }),
  };
}

/** Whether the operation writes; a hook called without a parsed document (tests) is not a write. */
function isMutation(document: DocumentNode | undefined, operationName: string | null | undefined): boolean {
  return document !== undefined && getOperationAST(document, operationName)?.operation === 'mutation';
}
