import { AuthScopeFailureType, type AuthFailure } from '@pothos/plugin-scope-auth';

/** What a personal API token is told when it reaches for a session-only field. */
export const API_TOKEN_FORBIDDEN_MESSAGE = 'API tokens cannot do this. Sign in on the website instead.';

/** Scopes a personal API token never has (api/schema/builder.ts). */
export const SESSION_ONLY_SCOPES = ['sessionUser', 'admin'] as const;

/** Every scope named in a scope-auth failure, however deeply nested in $any / $all. */
export function failedScopes(failure: AuthFailure, into = new Set<string>()): Set<string> {
  if (failure.kind === AuthScopeFailureType.AuthScope) into.add(failure.scope);
  if (failure.kind === AuthScopeFailureType.AnyAuthScopes || failure.kind === AuthScopeFailureType.AllAuthScopes) {
    for (const inner of failure.failures) failedScopes(inner, into);
  }
  return into;
}

/** Session-only fields: signed in with the website's session (a token is refused with FORBIDDEN). */
export const sessionOnly = { sessionUser: true } as const;
