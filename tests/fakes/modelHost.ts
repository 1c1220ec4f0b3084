// A small local stand-in for Hugging Face's file hosting, for `npm run model:pull` (pointed here
// with HF_ENDPOINT). Like the real one, `/<owner>/<repo>/resolve/<revision>/<file>` answers 302 with
// the file's sha256 in X-Linked-Etag and X-Linked-Size, and the CDN address it redirects to serves
// the bytes with Range support (206, 416) and an ETag. It records every request, with its Range
// header and how many body bytes it was sent. Tests script failures for the next CDN requests.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the CDN answers one request for a file's bytes. */
export type HostBehaviour =
  | { kind: 'good' }
  /** Sends the headers as for the full answer, then cuts the connection after this many body bytes. */
  | { kind: 'drop'; afterBytes: number }
  /** Ignores Range: always 200 with the whole file. */
  | { kind: 'ignoreRange' }
  /** Sends the file with one byte changed (headers still describe the real file). */
  | { kind: 'corrupt' }
  /** Sends the body at about this many bytes per second (for Ctrl-C tests). */
  | { kind: 'slow'; bytesPerSecond: number }
  | { kind: 'status'; status: number };

export type HostedFile = { bytes: Buffer; sha256: string; digestHeader: 'x-linked-etag' | 'etag' | 'none' };

export type HostRequest = { path: string; range?: string; status: number; bodyBytes: number };

export type FakeModelHost = {
  url: string;
  requests: HostRequest[];
  /** Publishes `bytes` at `/<owner>/<repo>/resolve/<revision>/<file>`. */
  publish(repoPath: string, bytes: Buffer, options?: { digestHeader?: HostedFile['digestHeader']; revision?: string }): HostedFile;
  /** The next CDN requests get these behaviours, in order; after them, `good` again. */
  script(...behaviours: HostBehaviour[]): void;
  close(): Promise<void>;
};

/** A fake GGUF file of `size` bytes: the magic, then repeatable pseudo-random bytes. */
export function fakeModelBytes(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  let state = seed;
  for (let index = 0; index < size; index++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  bytes.write('GGUF', 0, 'latin1');
  return bytes;
}

const CHUNK = 16 * 1024;

export async function startModelHost(): Promise<FakeModelHost> {
  const files = new Map<string, HostedFile>();
  const byId = new Map<string, HostedFile>();
  const requests: HostRequest[] = [];
  const queue: HostBehaviour[] = [];
  const sockets = new Set<Socket>();

  const resolvePath = (request: IncomingMessage, response: ServerResponse, record: HostRequest) => {
    const file = files.get(decodeURIComponent(request.url ?? ''));
    if (!file) {
      record.status = 404;
      response.writeHead(404, { 'content-type': 'text/plain', 'x-error-code': 'EntryNotFound' }).end('Entry not found');
      return;
    }
    const headers: Record<string, string> = { location: `/cdn/${file.sha256}` };
    if (file.digestHeader === 'x-linked-etag') {
      headers['x-linked-etag'] = `"${file.sha256}"`;
      headers['x-linked-size'] = String(file.bytes.length);
    }
    record.status = 302;
    response.writeHead(302, headers).end();
  };

  const serveBytes = async (request: IncomingMessage, response: ServerResponse, record: HostRequest, file: HostedFile) => {
    const behaviour = queue.shift() ?? { kind: 'good' };
    if (behaviour.kind === 'status') {
      record.status = behaviour.status;
      response.writeHead(behaviour.status).end();
      return;
    }
    const size = file.bytes.length;
    const headers: Record<string, string> = { 'content-type': 'application/octet-stream', 'accept-ranges': 'bytes' };
    if (file.digestHeader === 'etag') headers.etag = `"${file.sha256}"`;
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    let start = 0;
    if (range && behaviour.kind !== 'ignoreRange') {
      start = Number(range[1]);
      if (start >= size) {
        record.status = 416;
        response.writeHead(416, { ...headers, 'content-range': `bytes */${size}` }).end();
        return;
      }
      record.status = 206;
      response.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${size - 1}/${size}`, 'content-length': String(size - start) });
    } else {
      record.status = 200;
      response.writeHead(200, { ...headers, 'content-length': String(size) });
    }
    let body = file.bytes.subarray(start);
    if (behaviour.kind === 'corrupt') {
      body = Buffer.from(body);
      const middle = body.length >> 1;
      body[middle] = body[middle]! ^ 0xff;
    }
    const limit = behaviour.kind === 'drop' ? behaviour.afterBytes : body.length;
    for (let offset = 0; offset < limit; offset += CHUNK) {
      const chunk = body.subarray(offset, Math.min(offset + CHUNK, limit));
      if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
      record.bodyBytes += chunk.length;
      if (behaviour.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, (chunk.length / behaviour.bytesPerSecond) * 1000));
      if (response.destroyed) return;
    }
    if (behaviour.kind === 'drop') {
      // Let the bytes already written leave before the connection is cut.
      await new Promise((resolve) => setTimeout(resolve, 50));
      request.socket.destroy();
      return;
    }
    response.end();
  };

  const server = createServer((request, response) => {
    const path = request.url ?? '';
    const record: HostRequest = { path, range: request.headers.range, status: 0, bodyBytes: 0 };
    requests.push(record);
    const cdn = /^\/cdn\/([0-9a-f]{64})$/.exec(path);
    if (!cdn) return resolvePath(request, response, record);
    const file = byId.get(cdn[1]!);
    if (!file) {
      record.status = 404;
      response.writeHead(404).end();
      return;
    }
    serveBytes(request, response, record, file).catch(() => request.socket.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    publish(repoPath, bytes, options = {}) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const file: HostedFile = { bytes, sha256, digestHeader: options.digestHeader ?? 'x-linked-etag' };
      const [owner, repo, ...rest] = repoPath.split('/');
      files.set(`/${owner}/${repo}/resolve/${options.revision ?? 'main'}/${rest.join('/')}`, file);
      byId.set(sha256, file);
      return file;
    },
    script(...behaviours) {
      queue.push(...behaviours);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
