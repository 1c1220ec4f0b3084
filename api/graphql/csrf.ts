import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Plugin } from 'graphql-yoga';

/**
 * CSRF protection where it is needed: a request that a foreign page could make without a preflight
 * (a GET or a "simple" POST) must carry a custom header. A request with an Authorization header is
 * exempt: the header is not CORS-safelisted, so a foreign page cannot send it without a preflight,
 * and a token, unlike a cookie, is never attached by the browser on its own (api/auth/caller.ts
 * ignores cookies beside it). Nothing ambient is left to forge.
 */
export function useCSRFPreventionForCookies(): Plugin {
  const csrf = useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] });
  return {
    onRequestParse(payload) {
      if (payload.request.headers.has('authorization')) return undefined;
      return csrf.onRequestParse?.(payload);
    },
  };
}
