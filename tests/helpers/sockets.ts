// A WebSocket class for graphql-ws clients in tests that sends the given headers on the upgrade,
// as a browser tab does (Origin, Cookie) or as an API client does (Authorization).
import WebSocket from 'ws';

export function socketWith(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  };
}
