import { GraphQLError } from 'graphql';
import { createGraphQLError, handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { ExecutionResult } from 'graphql';
import type { Context } from '../context';
import type { Logger } from '../log';

/** Errors a client caused or can act on carry no foreign originalError; those pass untouched. */
function isExpected(error: GraphQLError): boolean {
  return !error.originalError || error.originalError instanceof GraphQLError;
}

/** Prisma and pg errors that mean "the database is unreachable", not "your input was bad". */
export function isDatabaseUnavailable(error: Error): boolean {
  const text = `${error.name} ${(error as { code?: string }).code ?? ''} ${error.message}`;
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|P1001|P1002|P1017|PrismaClientInitializationError|Can't reach database|Connection terminated|terminating connection|PGlite is closed|pool after calling end|Client has encountered a connection error/i.test(
    text,
  );
}

/** The masked error a client sees when the database can't be reached: 503, nothing internal. */
export function serviceUnavailableError(requestId: string) {
  return createGraphQLError('The service is temporarily unavailable.', {
    extensions: { code: 'SERVICE_UNAVAILABLE', requestId, http: { status: 503 } },
  });
}

/**
 * Replaces unexpected errors with a masked one that carries the request id, and logs the real
 * cause under the same id, so a user's report can be matched to the log line.
 */
export function useUnexpectedErrorMasking(log: Logger): Plugin<Context> {
  const maskResult = (context: Context) => ({ result, setResult }: { result: ExecutionResult; setResult: (r: ExecutionResult) => void }) => {
    if (!result.errors?.some((error) => !isExpected(error))) return;
    const errors = result.errors.map((error) => {
      if (isExpected(error)) return error;
      const cause = error.originalError!;
      const unavailable = isDatabaseUnavailable(cause);
      log.error('unexpected error in resolver', {
        requestId: context.requestId,
        path: error.path?.join('.'),
        error: cause,
      });
      return createGraphQLError(unavailable ? 'The service is temporarily unavailable.' : 'Unexpected error.', {
        path: error.path,
        extensions: {
          code: unavailable ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR',
          requestId: context.requestId,
          ...(unavailable ? { http: { status: 503 } } : {}),
        },
      });
    });
    setResult({ ...result, errors });
  };
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, maskResult(args.contextValue)),
    }),
    onSubscribe: ({ args }) => ({
      onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, maskResult(args.contextValue)),
    }),
  };
}
