import { createYoga } from 'graphql-yoga';
import { schema } from '../schema/index';
import type { Caller } from '../auth/caller';
import { createContext, type AppDeps, type Context } from '../context';
import { useCSRFPreventionForCookies } from './csrf';
import { useUnexpectedErrorMasking } from './errorMasking';
import { useGraphiQLPage } from './graphiqlPage';
import type { GraphiQLFiles } from '../webApp/graphiqlFiles';
import { useInputGuards } from './inputGuards';
import { useGraphQLLimits } from './limits';
import { useResponseCacheOfPublicReads, sessionKeyOf } from './responseCache';
import { createResponseCookies } from './responseCookies';
import { useOneSignInPerDocument } from './signInLimit';

/** What the HTTP layer hands yoga alongside each request: its id, the client's address, who calls. */
export type ServerContext = { requestId: string; clientIp: string; caller: Caller };

/**
 * graphql-yoga at /graphql with the protections of SECURITY.md that apply to every operation;
 * `graphiql` is the built playground a browser gets on GET (null: not built).
 */
export function createGraphQLServer(deps: AppDeps, graphiql: GraphiQLFiles | null = null) {
  const responseCookies = createResponseCookies();
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ request, requestId, clientIp, caller }) => {
      const context = createContext(deps, { requestId, clientIp, caller });
      responseCookies.track(request, context.responseCookies);
      return context;
    },
    // The HTTP layer answers CORS for every route with one allowlist.
    cors: false,
    batching: false,
    // The HTTP layer already bounds every body per route (api/http/bodyLimit.ts). Yoga's own limiter
    // would wrap each body in a second stream and Request, a large share of a small query's cost.
    maxRequestBodySize: false,
    // Our own plugin masks with a request id; yoga's masking stays on underneath as a second net.
    maskedErrors: true,
    // Served by useGraphiQLPage below: the playground's own build, never framed.
    graphiql: false,
    landingPage: false,
    logging: {
      debug: (...args) => deps.log.debug(args.map(String).join(' ')),
      info: (...args) => deps.log.info(args.map(String).join(' ')),
      warn: (...args) => deps.log.warn(args.map(String).join(' ')),
      error: (...args) => deps.log.error(args.map(String).join(' ')),
    },
    plugins: [
      useGraphiQLPage('/graphql', graphiql),
      useCSRFPreventionForCookies(),
      ...useGraphQLLimits(),
      useOneSignInPerDocument(),
      useInputGuards(),
      useUnexpectedErrorMasking(deps.log),
      responseCookies.plugin,
      // Last: a cached answer is served only to a request every protection above has let through.
      ...useResponseCacheOfPublicReads({
        schema,
        answerCache: deps.answerCache,
        ttlMs: deps.config.responseCache.ttlMs,
        pubsub: deps.pubsub,
        log: deps.log,
        sessionKey: (context) => sessionKeyOf((context as Partial<ServerContext>).caller?.viewer),
      }),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
