// A resumable, checksum-verified download of one large file. Bytes go to `<target>.part` and are
// hashed as they arrive; a restart (a dropped connection, a new run after Ctrl-C) asks for the rest
// with a Range request and appends. Only a file whose sha256 matches is renamed to its final name,
// so that name never holds half a model, and a `<target>.sha256` sidecar lets the next run trust
// it without reading 2.5 GB again.
import { createHash } from 'node:crypto';
import { mkdir, open, rename, rm, stat, statfs, writeFile, type FileHandle } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { createProgress, megabytes } from './progress';
import { hashFile, sidecarFor, startsWithGguf } from './verify';

export type DownloadRequest = {
  url: string;
  /** The final file; `<target>.part` holds the bytes until they are verified. */
  target: string;
  /** Pinned lower-case hex sha256; without it the host's X-Linked-Etag (or ETag) is used when it is one. */
  sha256?: string;
  /** Exact size, when known in advance. */
  bytes?: number;
  /** Sent only to `url`'s own origin (e.g. a Hugging Face token), never to the CDN it redirects to. */
  authorization?: string;
  log: (line: string) => void;
  signal?: AbortSignal;
  /** Failures in a row, without a byte gained, before giving up. */
  attempts?: number;
  /** First wait between attempts; it doubles each time. */
  backoffMs?: number;
  /** An answer that sends no byte for this long is abandoned and retried. */
  stallMs?: number;
  progressStream?: NodeJS.WriteStream;
};

/** How the file was checked: against a pinned digest, the host's ETag, or only its GGUF header. */
export type Check = 'pinned sha256' | 'sha256 from the host (X-Linked-Etag)' | 'sha256 from the host (ETag)' | 'none';

export type DownloadResult = { sha256: string; bytes: number; check: Check; transferred: number };

/** A failure the user can act on; the message says what happened and what to do. */
export class DownloadError extends Error {
  override name = 'DownloadError';
}

/** Ctrl-C: the .part file stays for the next run. */
export class DownloadInterrupted extends Error {
  override name = 'DownloadInterrupted';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const SHA256 = /^[0-9a-f]{64}$/;

/** A digest in an ETag header (`"<hex>"`, `W/"<hex>"`), when it is a sha256. */
export function sha256FromEtag(value: string | null): string | undefined {
  const text = value?.trim().replace(/^W\//, '').replace(/^"|"$/g, '').toLowerCase();
  return text && SHA256.test(text) ? text : undefined;
}

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch {
    return undefined;
  }
}

type Answer = { response: Response; linkedEtag?: string; etag?: string };

/** GET with redirects followed by hand, to keep Hugging Face's X-Linked-Etag from the first hop. */
async function get(request: DownloadRequest, from: number, signal: AbortSignal): Promise<Answer> {
  const origin = new URL(request.url).origin;
  let url = request.url;
  let linkedEtag: string | undefined;
  for (let hop = 0; hop < 10; hop++) {
    const headers: Record<string, string> = from > 0 ? { range: `bytes=${from}-` } : {};
    if (request.authorization && new URL(url).origin === origin) headers.authorization = request.authorization;
    const response = await fetch(url, { headers, redirect: 'manual', signal });
    linkedEtag ??= sha256FromEtag(response.headers.get('x-linked-etag'));
    if (request.sha256 && linkedEtag && linkedEtag !== request.sha256) {
      await response.body?.cancel();
      // Known before a byte is fetched: no point downloading 2.5 GB that will fail the check.
      throw new DownloadError(
        `The host's file is not the pinned one: its sha256 is ${linkedEtag}, the source pins ${request.sha256}.\nThe file changed upstream; pin its new digest (#sha256=…) or another revision.`,
      );
    }
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || !location) return { response, linkedEtag, etag: sha256FromEtag(response.headers.get('etag')) };
    await response.body?.cancel();
    url = new URL(location, url).href;
  }
  throw new DownloadError(`Too many redirects from ${request.url}`);
}

function refusal(status: number, url: string): DownloadError {
  if (status === 404) return new DownloadError(`Not found (HTTP 404): ${url}\nCheck the owner, repository, file name and revision.`);
  if (status === 401 || status === 403) {
    return new DownloadError(
      `Refused (HTTP ${status}): ${url}\nThe repository may be gated or private: accept its terms on Hugging Face and set HF_TOKEN to a token that may read it.`,
    );
  }
  return new DownloadError(`The server answered HTTP ${status} for ${url}`);
}

/** Reads Content-Range: `bytes 100-199/200` is start 100 of 200; a 416's `bytes *\/200` gives only the total. */
function contentRange(value: string | null): { start?: number; total?: number } {
  const match = /^bytes\s+(?:(\d+)-\d+|\*)\/(\d+|\*)$/i.exec(value?.trim() ?? '');
  if (!match) return {};
  return { start: match[1] === undefined ? undefined : Number(match[1]), total: match[2] === '*' ? undefined : Number(match[2]) };
}

async function ensureSpace(directory: string, needed: number): Promise<void> {
  const fs = await statfs(directory).catch(() => undefined);
  if (!fs) return;
  const free = fs.bavail * fs.bsize;
  if (free < needed) {
    throw new DownloadError(`Not enough disk space: ${megabytes(needed)} MB more are needed, ${megabytes(free)} MB are free in ${directory}.`);
  }
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Downloads `request.url` to `request.target`, resuming a `.part` left by an earlier run. */
export async function download(request: DownloadRequest): Promise<DownloadResult> {
  const { target, log } = request;
  const part = `${target}.part`;
  const attempts = request.attempts ?? 5;
  const stallMs = request.stallMs ?? 60_000;
  await mkdir(dirname(target), { recursive: true });

  let hash = createHash('sha256');
  let hashed = 0;
  let failures = 0;
  let transferred = 0;
  let check: Check = request.sha256 ? 'pinned sha256' : 'none';
  let expected = request.sha256;

  for (;;) {
    if (request.signal?.aborted) throw new DownloadInterrupted(`Interrupted; the ${megabytes(hashed)} MB downloaded so far stay in ${part}.`);
    let onDisk = (await sizeOf(part)) ?? 0;
    if (onDisk !== hashed) {
      if (onDisk > 0) log(`Reading the ${megabytes(onDisk)} MB already downloaded in ${part}…`);
      ({ hash, size: hashed } = onDisk > 0 ? await hashFile(part) : { hash: createHash('sha256'), size: 0 });
      onDisk = hashed;
    }

    const stalled = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, stalled.signal]) : stalled.signal;
    let stallTimer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => stalled.abort(new Error(`no data for ${stallMs / 1000} s`)), stallMs);
    };
    let handle: FileHandle | undefined;
    let progress: ReturnType<typeof createProgress> | undefined;
    const before = hashed;
    try {
      arm();
      const { response, linkedEtag, etag } = await get(request, onDisk, signal);
      const hostDigest = linkedEtag ?? etag;
      if (!request.sha256 && hostDigest) {
        expected = hostDigest;
        check = linkedEtag ? 'sha256 from the host (X-Linked-Etag)' : 'sha256 from the host (ETag)';
      }

      let total: number | undefined;
      if (response.status === 416) {
        await response.body?.cancel();
        total = contentRange(response.headers.get('content-range')).total ?? request.bytes;
        if (total !== undefined && total === onDisk) break;
        log(`The server has no bytes after the ${megabytes(onDisk)} MB in ${part} (HTTP 416); starting over.`);
        await rm(part, { force: true });
        hashed = -1;
        continue;
      }
      let append = false;
      if (response.status === 206) {
        const range = contentRange(response.headers.get('content-range'));
        if (range.start !== onDisk) {
          await response.body?.cancel();
          log(`The server sent the wrong part (${response.headers.get('content-range')}); starting over.`);
          await rm(part, { force: true });
          hashed = -1;
          continue;
        }
        total = range.total;
        append = true;
      } else if (response.status === 200) {
        const length = Number(response.headers.get('content-length') ?? NaN);
        total = Number.isFinite(length) ? length : undefined;
      } else {
        await response.body?.cancel();
        if (response.status === 429 || response.status >= 500) throw new Error(`HTTP ${response.status}`);
        throw refusal(response.status, request.url);
      }
      total ??= request.bytes;
      if (request.bytes !== undefined && total !== request.bytes) {
        await response.body?.cancel();
        throw new DownloadError(`The host's file has ${total} bytes, the source expects ${request.bytes}: it is not the pinned file.`);
      }
      if (append) {
        if (onDisk > 0) log(`Resuming at ${megabytes(onDisk)} MB.`);
        handle = await open(part, 'a');
      } else {
        if (onDisk > 0) log('The server ignored the request to resume (it sent the whole file); starting over.');
        handle = await open(part, 'w');
        hash = createHash('sha256');
        hashed = 0;
      }
      if (total !== undefined) await ensureSpace(dirname(part), total - hashed);

      progress = createProgress(total, hashed, request.progressStream);
      if (response.body) {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          arm();
          await handle.write(chunk);
          hash.update(chunk);
          hashed += chunk.length;
          transferred += chunk.length;
          progress.update(hashed);
        }
      }
      progress.finish();
      if (total !== undefined && hashed < total) throw new Error(`the connection closed after ${megabytes(hashed)} of ${megabytes(total)} MB`);
      break;
    } catch (error) {
      progress?.finish();
      if (request.signal?.aborted) throw new DownloadInterrupted(`Interrupted; the ${megabytes(Math.max(hashed, 0))} MB downloaded so far stay in ${part}.`);
      if (error instanceof DownloadError) throw error;
      failures = hashed > before ? 1 : failures + 1;
      const reason = stalled.signal.aborted ? String((stalled.signal.reason as Error).message) : describe(error);
      if (failures >= attempts) {
        const kept = hashed > 0 ? `\nThe ${megabytes(hashed)} MB downloaded so far stay in ${part}; run the command again to resume.` : '';
        throw new DownloadError(`Could not download ${request.url}: ${reason} (${failures} attempts in a row failed).${kept}`);
      }
      const delay = (request.backoffMs ?? 1000) * 2 ** (failures - 1);
      log(`Connection problem (${reason}); retrying in ${(delay / 1000).toFixed(1)} s (attempt ${failures + 1} of ${attempts}).`);
      await wait(delay, request.signal);
    } finally {
      clearTimeout(stallTimer);
      await handle?.close();
    }
  }

  const size = (await sizeOf(part)) ?? 0;
  if (hashed !== size) ({ hash, size: hashed } = await hashFile(part));
  const fail = async (message: string): Promise<never> => {
    await rm(part, { force: true });
    throw new DownloadError(`${message}\nThe download was deleted; run the command again to download it afresh.`);
  };
  if (request.bytes !== undefined && size !== request.bytes) await fail(`The downloaded file has ${size} bytes, expected ${request.bytes}.`);
  if (!(await startsWithGguf(part)))
    await fail(`The downloaded file is not a GGUF model (it does not start with "GGUF"); the server may have sent an error page.`);
  const digest = hash.digest('hex');
  if (expected && digest !== expected) await fail(`Checksum mismatch: the downloaded file's sha256 is ${digest}, expected ${expected}.`);

  await rename(part, target);
  await writeFile(sidecarFor(target), `${digest}  ${basename(target)}\n`);
  return { sha256: digest, bytes: size, check, transferred };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message;
  return detail ? `${error.message}: ${detail}` : error.message;
}
