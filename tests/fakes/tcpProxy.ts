// A TCP proxy for fault tests: put it between the app and a real server (PostgreSQL) and make the
// network misbehave on demand. `refuse()` stops listening, so new connections get ECONNREFUSED;
// `blackhole()` accepts connections and never answers (an unreachable host); `drop()` cuts every
// open connection; `resume()` forwards again on the same port.
import { createServer, connect, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  /** 127.0.0.1 port clients connect to; stays the same across refuse()/resume(). */
  port: number;
  /** How many connections the proxy has accepted and forwarded so far. */
  readonly forwarded: number;
  /** New connections are refused (the port is closed); open ones keep working. */
  refuse(): Promise<void>;
  /** New connections are accepted and then hang: no bytes ever come back. */
  blackhole(): Promise<void>;
  /** Cuts every open connection (both sides) at once. */
  drop(): void;
  /** Forwards new connections to the target again. */
  resume(): Promise<void>;
  close(): Promise<void>;
};

type Mode = 'forward' | 'blackhole';

/** Starts a proxy on 127.0.0.1 forwarding to `target`. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = 'forward';
  let forwarded = 0;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    // A cut connection errors on both sides; the proxy itself must not crash on it.
    socket.on('error', () => socket.destroy());
  };

  const onConnection = (client: Socket) => {
    track(client);
    if (mode === 'blackhole') return; // read nothing, answer nothing
    forwarded += 1;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  };

  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer(onConnection);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        const address = next.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  // close() stops listening at once; its callback would wait for the open connections to end.
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server?.close();
      server = undefined;
      setImmediate(resolve);
    });

  const port = await listen(0);
  return {
    port,
    get forwarded() {
      return forwarded;
    },
    refuse: stopListening,
    async blackhole() {
      mode = 'blackhole';
      if (!server) await listen(port);
    },
    drop() {
      for (const socket of open) socket.destroy();
    },
    async resume() {
      mode = 'forward';
      if (!server) await listen(port);
    },
    async close() {
      const closing = stopListening();
      for (const socket of open) socket.destroy();
      await closing;
    },
  };
}
