import { parse } from 'graphql';
import { findUnusableText } from '../graphql/inputGuards';
import type { GraphQLServer, ServerContext } from '../graphql/yoga';
import { BODY_LIMITS, readBodyLimited } from '../http/bodyLimit';
import { json, jsonError } from '../http/responses';
import { restErrorReply } from './errorStatus';
import type { RestReply, RestRoute } from './route';

type CompiledRoute = RestRoute & { pattern: RegExp; paramNames: string[] };

function compile(route: RestRoute): CompiledRoute {
  parse(route.operation); // a typo in a shim's operation fails at start-up, not on first use
  const paramNames: string[] = [];
  const source = route.path.replace(/:([a-zA-Z]+)/g, (_match, name: string) => {
    paramNames.push(name);
    return '([^/]+)';
  });
  return { ...route, pattern: new RegExp(`^${source}/?$`), paramNames };
}

/** Routes /api/* requests through the shim table; unknown paths get a JSON 404. */
export function createRestHandler(routes: RestRoute[], graphql: GraphQLServer) {
  const compiled = routes.map(compile);

  return async function handleRest(request: Request, pathname: string, serverContext: ServerContext): Promise<Response> {
    const matches = compiled.filter((route) => route.pattern.test(pathname));
    if (matches.length === 0) return jsonError(404, `No API route ${pathname}`);
    const route = matches.find((candidate) => candidate.method === request.method);
    if (!route) return jsonError(405, `Method ${request.method} not allowed`, { allow: matches.map((m) => m.method).join(', ') });

    const values = route.pattern.exec(pathname)!.slice(1);
    const params = decodedParams(route.paramNames, values);
    if (!params) return jsonError(400, 'The path is not valid percent-encoded UTF-8');
    let body: Record<string, unknown> = {};
    if (request.method !== 'GET' && request.method !== 'DELETE') {
      const raw = await readBodyLimited(request, route.largeBody ? BODY_LIMITS.restUpload : BODY_LIMITS.rest);
      if (raw.byteLength > 0) {
        try {
          const parsed: unknown = JSON.parse(new TextDecoder().decode(raw));
          if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
          body = parsed as Record<string, unknown>;
        } catch {
          return jsonError(400, 'The request body must be a JSON object');
        }
      }
    }
    const query = new URL(request.url).searchParams;
    const unusable = findUnusableText({ ...params, ...Object.fromEntries(query), ...body }, '');
    if (unusable) return jsonError(400, `${unusable.field} ${unusable.reason}`);
    const variables = route.variables?.({ params, query, body }) ?? {};

    const graphqlResponse = await graphql.fetch(
      new URL('/graphql', request.url),
      {
        method: 'POST',
        headers: forwardedHeaders(request),
        body: JSON.stringify({ query: route.operation, variables }),
      },
      serverContext,
    );
    const result = (await graphqlResponse.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    };
    const reply: RestReply = result.errors?.length
      ? (route.respondToErrors?.(result as never) ?? restErrorReply(result.errors, graphqlResponse.status))
      : route.respond(result.data ?? {});
    const response = json(reply.status, reply.body, reply.headers);
    for (const cookie of graphqlResponse.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  };
}

/** Path parameters, percent-decoded; null when the encoding is malformed (`%ZZ`, a cut UTF-8 sequence). */
function decodedParams(names: string[], values: string[]): Record<string, string> | null {
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index]!)]));
  } catch {
    return null;
  }
}

/**
 * The caller was identified from the outer request (it travels in the server context); of its
 * headers only these reach the inner GraphQL request, for cookies and the language.
 */
function forwardedHeaders(request: Request): Headers {
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
  for (const name of ['cookie', 'user-agent', 'accept-language']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
