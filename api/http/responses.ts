/** A JSON response; the body is always an object so clients can read `error` uniformly. */
export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** The shape every REST error takes: `{ error: message }`, as the spec's clients read it. */
export function jsonError(status: number, message: string, headers: HeadersInit = {}): Response {
  return json(status, { error: message }, headers);
}
