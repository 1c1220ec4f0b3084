/**
 * CORS and cross-site request checks share one allowlist: the app's own origin plus CORS_ORIGINS.
 * Arbitrary origins are never echoed back with credentials.
 */
export type OriginPolicy = { allowed: ReadonlySet<string> };

export function createOriginPolicy(allowedOrigins: string[]): OriginPolicy {
  return { allowed: new Set(allowedOrigins) };
}

const ALLOWED_METHODS = 'GET, POST, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'content-type, x-graphql-yoga-csrf, authorization, stripe-signature';

/** Answers a preflight. A foreign origin gets a 204 with no grant, so the browser blocks it. */
export function preflightResponse(request: Request, policy: OriginPolicy): Response {
  const origin = request.headers.get('origin');
  const headers = new Headers({ vary: 'Origin' });
  if (origin && policy.allowed.has(origin)) {
    headers.set('access-control-allow-origin', origin);
    headers.set('access-control-allow-credentials', 'true');
    headers.set('access-control-allow-methods', ALLOWED_METHODS);
    headers.set('access-control-allow-headers', ALLOWED_HEADERS);
    headers.set('access-control-max-age', '600');
  }
  return new Response(null, { status: 204, headers });
}

/** Adds the CORS grant to an actual response when, and only when, the origin is allowed. */
export function applyCorsHeaders(request: Request, response: Response, policy: OriginPolicy): void {
  const origin = request.headers.get('origin');
  response.headers.append('vary', 'Origin');
  if (origin && policy.allowed.has(origin)) {
    response.headers.set('access-control-allow-origin', origin);
    response.headers.set('access-control-allow-credentials', 'true');
    response.headers.set('access-control-expose-headers', 'x-request-id');
  }
}

const SIMPLE_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * CSRF for the REST shims: a state-changing request must come from an allowed origin (or from a
 * non-browser client that sends neither Origin nor Sec-Fetch-Site), and must not be a "simple"
 * request a foreign page could send without a preflight.
 */
export function isCrossSiteWrite(request: Request, policy: OriginPolicy): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const origin = request.headers.get('origin');
  if (origin && !policy.allowed.has(origin)) return true;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (!origin && fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  return SIMPLE_CONTENT_TYPES.some((simple) => contentType.startsWith(simple));
}

/** Origin check for WebSocket upgrades; browsers always send Origin there. */
export function isAllowedSocketOrigin(origin: string | undefined, policy: OriginPolicy): boolean {
  return origin === undefined || policy.allowed.has(origin);
}
