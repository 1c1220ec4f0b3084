import type { Plugin } from 'graphql-yoga';

/**
 * Carries Set-Cookie values that resolvers queue on their context onto the HTTP response.
 * The context factory registers each request's cookie list; the response hook drains it.
 */
export function createResponseCookies() {
  const pending = new WeakMap<Request, string[]>();
  const plugin: Plugin = {
    onResponse: ({ request, response }) => {
      for (const cookie of pending.get(request) ?? []) response.headers.append('set-cookie', cookie);
    },
  };
  return { plugin, track: (request: Request, cookies: string[]) => pending.set(request, cookies) };
}
