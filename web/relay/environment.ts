import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type SubscribeFunction,
  type Variables,
} from 'relay-runtime';
import type { Client } from 'graphql-ws/client';
import { GRAPHQL_HEADERS, GRAPHQL_PATH, takeEarlyResponse } from './earlyQueries';
import { GraphQLRequestError, type GraphQLErrorEntry } from './GraphQLRequestError';
import { createSocketSession } from './socketSession';

type ResponseBody = { data?: unknown; errors?: GraphQLErrorEntry[] };

/** What a request needs of an operation: Relay's compiled ones, or a small one written here. */
type Operation = Pick<RequestParameters, 'name' | 'text'>;

function requestBody(operation: Operation, variables: Variables) {
  if (operation.text == null) throw new Error(`Operation ${operation.name} has no text (persisted queries are not set up)`);
  return { operationName: operation.name, query: operation.text, variables };
}

function errorsMessage(errors: readonly GraphQLErrorEntry[]) {
  return errors.map((e) => e.message).join('\n');
}

async function postGraphQL(operation: Operation, variables: Variables, signal?: AbortSignal) {
  const send = () =>
    fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: GRAPHQL_HEADERS,
      body: JSON.stringify(requestBody(operation, variables)),
      signal,
    });
  // The route's query may already be on its way (started by index.html's preload script); if
  // that request failed outright, it is sent again as usual.
  const early = takeEarlyResponse(operation.name, variables);
  const response = await (early ? early.catch(send) : send());
  const text = await response.text();
  let body: ResponseBody | null = null;
  try {
    body = text ? (JSON.parse(text) as ResponseBody) : null;
  } catch {
    body = null;
  }
  const errors = body?.errors ?? [];
  // A GraphQL response with data (even partial) goes to Relay: null fields with errors are
  // reported through relayFieldLogger. No data at all is a failed request.
  if (body?.data != null) return body as GraphQLResponse;
  if (errors.length > 0) {
    throw new GraphQLRequestError(errorsMessage(errors), operation.name, errors, response.status);
  }
  const reason = response.ok ? 'No data in response' : text || response.statusText;
  throw new GraphQLRequestError(`${response.status}: ${reason}`, operation.name, [], response.status);
}

const fetchGraphQL: FetchFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    postGraphQL(operation, variables, controller.signal).then(
      (response) => {
        sink.next(response);
        sink.complete();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) sink.error(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => controller.abort();
  });

function webSocketUrl() {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_PATH}`;
}

/**
 * Dispatched on window when the server ended this browser's session elsewhere (another tab
 * logged out, the password changed elsewhere, a ban): the shell reloads as a visitor.
 */
export const SESSION_ENDED_EVENT = 'meme-maker:session-ended';

/** Whether this browser's cookie is still a live session (a POST, so a dead one logs nothing). */
async function hasSession(): Promise<boolean> {
  try {
    const response = (await postGraphQL({ name: 'SessionCheck', text: 'query SessionCheck { viewer { id } }' }, {})) as ResponseBody;
    return (response.data as { viewer?: unknown } | null | undefined)?.viewer != null;
  } catch {
    return false;
  }
}

const socketSession = createSocketSession({ hasSession, onSessionEnded: () => window.dispatchEvent(new Event(SESSION_ENDED_EVENT)) });

/**
 * Called just before this tab ends its own session. Until its subscriptions are gone (the shell
 * reloads as a visitor), a socket the server closes is not reopened: checking the session first
 * would race the sign-out, and an upgrade with the dead cookie fails loudly (HTTP 401).
 */
export function holdSocketsForSignOut(): () => void {
  return socketSession.holdForSignOut();
}

// graphql-ws is only downloaded when the first subscription starts (visitors never need it).
let wsClient: Promise<Client> | null = null;
function getWsClient() {
  wsClient ??= import('graphql-ws/client').then(({ createClient }) =>
    createClient({
      url: webSocketUrl(),
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: socketSession.shouldRetry,
      retryWait: socketSession.retryWait,
    }),
  );
  return wsClient;
}

function toError(operationName: string, reason: unknown): Error {
  if (reason instanceof Error) return reason;
  if (Array.isArray(reason)) {
    const errors = reason as GraphQLErrorEntry[];
    return new GraphQLRequestError(errorsMessage(errors), operationName, errors);
  }
  const close = reason as { code?: number; reason?: string } | null;
  return new GraphQLRequestError(`WebSocket closed: ${close?.code ?? '?'} ${close?.reason ?? ''}`.trim(), operationName);
}

const subscribeGraphQL: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let unsubscribe: (() => void) | undefined;
    let closed = false;
    const release = socketSession.subscriptionOpened();
    getWsClient().then(
      (client) => {
        if (closed) return;
        unsubscribe = client.subscribe(requestBody(operation, variables), {
          next: (value) => sink.next(value as GraphQLResponse),
          error: (reason) => sink.error(toError(operation.name, reason)),
          complete: () => sink.complete(),
        });
      },
      (error: unknown) => sink.error(toError(operation.name, error)),
    );
    return () => {
      release();
      closed = true;
      unsubscribe?.();
    };
  });

/** The one Relay environment of the app. */
export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribeGraphQL),
  store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  relayFieldLogger(event) {
    if (event.kind === 'relay_field_payload.error') {
      console.warn(`GraphQL error at ${event.owner}.${event.fieldPath}:`, event.error);
    } else if (import.meta.env.DEV) {
      console.debug('Relay field event', event);
    }
  },
});
