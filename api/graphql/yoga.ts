import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createYoga } from 'graphql-yoga';
import { schema } from '../schema/index';
import { createContext, type AppDeps, type Context } from '../context';
import { isDatabaseUnavailable, serviceUnavailableError, useUnexpectedErrorMasking } from './errorMasking';
import { useGraphiQLPage } from './graphiqlPage';
import { useInputGuards } from './inputGuards';
import { useGraphQLLimits } from './limits';
import { createResponseCookies } from './responseCookies';
import { useOneSignInPerDocument } from './signInLimit';

/** What the HTTP layer hands yoga alongside each request. */
export type ServerContext = { requestId: string; clientIp: string };

/** graphql-yoga at /graphql with the protections of SECURITY.md that apply to every operation. */
export function createGraphQLServer(deps: AppDeps) {
  const responseCookies = createResponseCookies();
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    context: async ({ request, requestId, clientIp }) => {
      const context = await createContext(deps, { requestId, clientIp, cookieHeader: request.headers.get('cookie') }).catch((error: Error) => {
        deps.log.error('could not build the request context', { requestId, error });
        throw isDatabaseUnavailable(error) ? serviceUnavailableError(requestId) : error;
      });
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
    // Served by useGraphiQLPage below: compressed, cached, never framed.
    graphiql: false,
    landingPage: false,
    logging: {
      debug: (...args) => deps.log.debug(args.map(String).join(' ')),
      info: (...args) => deps.log.info(args.map(String).join(' ')),
      warn: (...args) => deps.log.warn(args.map(String).join(' ')),
      error: (...args) => deps.log.error(args.map(String).join(' ')),
    },
    plugins: [
      useGraphiQLPage('/graphql', { title: 'Meme Maker API', subscriptionsProtocol: 'WS' }),
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      ...useGraphQLLimits(),
      useOneSignInPerDocument(),
      useInputGuards(),
      useUnexpectedErrorMasking(deps.log),
      responseCookies.plugin,
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
