import type { Plugin } from 'graphql-yoga';

/**
 * Carries Set-Cookie values that resolvers queue on their context onto the HTTP response.
 * The context factory registers each request's cookie list; the response hook drains it.
 */
export function createResponseCookies() {
  const pending = new WeakMap<Request, string[]>();
  const plugin: Plugin = {
    // The session's idle refresh, decided before GraphQL runs: a response cache hit never builds a
    // context, so the context factory's track() (which replaces this list with one holding the
    // same cookie) would not run.
    onParams: ({ request, context }) => {
      const refreshCookie = (context as { caller?: { refreshCookie?: string } }).caller?.refreshCookie;
      if (refreshCookie && !pending.has(request)) pending.set(request, [refreshCookie]);
    },
    onResponse: ({ request, response }) => {
      for (const cookie of pending.get(request) ?? []) response.headers.append('set-cookie', cookie);
    },
  };
  return { plugin, track: (request: Request, cookies: string[]) => pending.set(request, cookies) };
}
