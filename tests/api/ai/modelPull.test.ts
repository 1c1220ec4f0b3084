// `npm run model:pull` as a user runs it, in its own process, against a local stand-in for Hugging
// Face: fresh downloads, resumes after a dropped connection or Ctrl-C, servers that ignore Range,
// corrupted bytes, missing files, a second run that does nothing, and model files given by path.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, huggingFaceUrl, modelFileFor, ModelSourceError, parseModelSource } from '../../../api/ai/local/modelSource';
import { download, DownloadError } from '../../../scripts/model/download';
import { fakeModelBytes, startModelHost, type FakeModelHost, type HostedFile } from '../../fakes/modelHost';

type Run = { code: number | null; stdout: string; stderr: string };

const SIZE = 1024 * 1024;
const SOURCE = 'hf:acme/Tiny-GGUF/tiny-Q4_K_M.gguf';

let host: FakeModelHost;
let model: HostedFile;
let dataDir: string;
const target = () => modelFileFor(SOURCE, dataDir);
const cdnRequests = () => host.requests.filter((request) => request.path.startsWith('/cdn/'));

function start(args: string[], env: Record<string, string> = {}): { child: ChildProcess; done: Promise<Run> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/model-pull.ts', ...args], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HF_ENDPOINT: host.url, DATA_DIR: dataDir, MODEL_PULL_SKIP_RUNTIME: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<Run>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, done };
}

const pull = (...args: string[]) => start(args).done;

function writePart(bytes: Buffer): void {
  mkdirSync(dirname(target()), { recursive: true });
  writeFileSync(`${target()}.part`, bytes);
}

beforeAll(async () => {
  host = await startModelHost();
  model = host.publish('acme/Tiny-GGUF/tiny-Q4_K_M.gguf', fakeModelBytes(SIZE));
});
afterAll(() => host.close());
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'model-pull-'));
  host.requests.length = 0;
  return () => rmSync(dataDir, { recursive: true, force: true });
});

describe('model sources', () => {
  it('reads hf: URIs with a nested path, a revision and a pinned digest, and places them under DATA_DIR/models', () => {
    const digest = 'ab'.repeat(32);
    const source = parseModelSource(`hf:acme/Big-GGUF/Q4_K_M/big-00001.gguf#v2&sha256=${digest.toUpperCase()}`);
    expect(source).toEqual({ kind: 'hf', owner: 'acme', repo: 'Big-GGUF', file: 'Q4_K_M/big-00001.gguf', revision: 'v2', sha256: digest });
    expect(modelFileFor(source, '/srv/data')).toBe('/srv/data/models/acme/Big-GGUF/Q4_K_M/big-00001.gguf');
    expect(huggingFaceUrl(source as Extract<typeof source, { kind: 'hf' }>, 'http://127.0.0.1:9/')).toBe(
      'http://127.0.0.1:9/acme/Big-GGUF/resolve/v2/Q4_K_M/big-00001.gguf',
    );
    expect(parseModelSource(`hf:acme/Big-GGUF/Q4_K_M/big-00001.gguf#v2#sha256=${digest}`)).toEqual(source);
    expect(parseModelSource('hf:acme/Tiny-GGUF/tiny.gguf')).toEqual({ kind: 'hf', owner: 'acme', repo: 'Tiny-GGUF', file: 'tiny.gguf', revision: 'main' });
  });

  it('knows the default model by its digest and size, and takes any other text for a file path', () => {
    expect(parseModelSource(DEFAULT_MODEL.source)).toMatchObject({ kind: 'hf', sha256: DEFAULT_MODEL.sha256, bytes: DEFAULT_MODEL.bytes });
    expect(modelFileFor(parseModelSource('/models/mine.gguf'), '/srv/data')).toBe('/models/mine.gguf');
  });

  it('refuses sources it cannot place, saying what a source looks like', () => {
    for (const bad of [
      'hf:acme/Tiny-GGUF',
      'hf:acme/Tiny-GGUF/readme.md',
      'hf:acme/Tiny-GGUF/../x.gguf',
      'hf:acme/T/x.gguf#sha256=123',
      'https://example.com/x.gguf',
    ]) {
      expect(() => parseModelSource(bad), bad).toThrow(ModelSourceError);
    }
  });
});

describe('npm run model:pull', () => {
  it('downloads a model, checks its sha256 against the X-Linked-Etag, shows progress and keeps a sidecar', async () => {
    const run = await pull(SOURCE);
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(target()).equals(model.bytes)).toBe(true);
    expect(existsSync(`${target()}.part`)).toBe(false);
    expect(readFileSync(`${target()}.sha256`, 'utf8')).toContain(model.sha256);
    expect(run.stdout).toContain(`sha256 ${model.sha256} matches the sha256 from the host (X-Linked-Etag)`);
    // Not a terminal: one plain line per tenth passed, each with MB done/total, speed and ETA (which
    // tenths depends on how the socket delivers the bytes: a busy machine reads bigger chunks).
    expect(run.stderr).toMatch(/ [1-9]\d%  0\.\d\/1\.0 MB  [\d.]+ MB\/s  ETA \S+\n/);
    expect(run.stderr).toContain('100%');

    const again = await pull(SOURCE);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Already downloaded and verified');
    expect(cdnRequests()).toHaveLength(1);
  });

  it('downloads again when the file was changed after it was verified', async () => {
    expect((await pull(SOURCE)).code).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(target(), fakeModelBytes(SIZE, 2));
    const again = await pull(SOURCE);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('is not the file asked for');
    expect(readFileSync(target()).equals(model.bytes)).toBe(true);
  });

  it('resumes with a Range request after the connection drops halfway, and ends with the right bytes', async () => {
    host.script({ kind: 'drop', afterBytes: SIZE / 2 });
    const run = await pull(SOURCE);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('retrying');
    const [first, second] = cdnRequests();
    expect(first).toMatchObject({ range: undefined, status: 200, bodyBytes: SIZE / 2 });
    const resumedAt = Number(/^bytes=(\d+)-$/.exec(second!.range ?? '')?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    expect(second).toMatchObject({ status: 206, bodyBytes: SIZE - resumedAt });
    expect(readFileSync(target()).equals(model.bytes)).toBe(true);
  });

  it('continues a .part left by an earlier run, fetching only the missing bytes', async () => {
    writePart(model.bytes.subarray(0, 300_000));
    const run = await pull(SOURCE);
    expect(run.code, run.stderr).toBe(0);
    expect(cdnRequests()).toEqual([expect.objectContaining({ range: 'bytes=300000-', status: 206, bodyBytes: SIZE - 300_000 })]);
    expect(readFileSync(target()).equals(model.bytes)).toBe(true);
  });

  it('starts over cleanly when the server ignores Range and sends the whole file', async () => {
    writePart(model.bytes.subarray(0, 300_000));
    host.script({ kind: 'ignoreRange' });
    const run = await pull(SOURCE);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('starting over');
    expect(cdnRequests()).toEqual([expect.objectContaining({ range: 'bytes=300000-', status: 200, bodyBytes: SIZE })]);
    expect(readFileSync(target()).equals(model.bytes)).toBe(true);
  });

  it('keeps no file when the bytes do not match the checksum, and says so', async () => {
    host.script({ kind: 'corrupt' });
    const run = await pull(SOURCE);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Checksum mismatch: the downloaded file's sha256 is`);
    expect(run.stderr).toContain(`expected ${model.sha256}`);
    expect(existsSync(target())).toBe(false);
    expect(existsSync(`${target()}.part`)).toBe(false);
  });

  it('checks a digest pinned in the source, and refuses a host file that is not the pinned one', async () => {
    const plain = host.publish('acme/Plain-GGUF/plain.gguf', fakeModelBytes(200_000, 7), { digestHeader: 'none' });
    const pinned = await pull(`hf:acme/Plain-GGUF/plain.gguf#sha256=${plain.sha256}`);
    expect(pinned.code, pinned.stderr).toBe(0);
    expect(pinned.stdout).toContain('matches the pinned sha256');

    const wrong = await pull(`${SOURCE}#sha256=${'0'.repeat(64)}`);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`The host's file is not the pinned one: its sha256 is ${model.sha256}`);
    expect(cdnRequests().filter((request) => request.path.endsWith(model.sha256))).toHaveLength(0);
  });

  it('says plainly when a file could not be checked against any sha256', async () => {
    host.publish('acme/Plain-GGUF/unsigned.gguf', fakeModelBytes(100_000, 9), { digestHeader: 'none' });
    const run = await pull('hf:acme/Plain-GGUF/unsigned.gguf');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('not checked against a sha256');
  });

  it('explains a missing file (404) and creates nothing', async () => {
    const run = await pull('hf:acme/Tiny-GGUF/tiny-Q9.gguf');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Not found (HTTP 404): ${host.url}/acme/Tiny-GGUF/resolve/main/tiny-Q9.gguf`);
    expect(existsSync(join(dataDir, 'models', 'acme', 'Tiny-GGUF', 'tiny-Q9.gguf.part'))).toBe(false);
  });

  it('leaves a resumable .part on Ctrl-C, and the next run continues from it', async () => {
    host.script({ kind: 'slow', bytesPerSecond: 256 * 1024 });
    const { child, done } = start([SOURCE]);
    const part = `${target()}.part`;
    const deadline = Date.now() + 15_000;
    while (!(existsSync(part) && statSync(part).size >= 64 * 1024) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill('SIGINT');
    const run = await done;
    expect(run.code).toBe(130);
    expect(run.stderr).toContain('Run the command again to resume');
    expect(existsSync(target())).toBe(false);
    const kept = statSync(part).size;
    expect(kept).toBeGreaterThan(0);

    const resumed = await pull(SOURCE);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(cdnRequests().at(-1)).toMatchObject({ range: `bytes=${kept}-`, status: 206 });
    expect(readFileSync(target()).equals(model.bytes)).toBe(true);
  });

  it('uses a model file given by path when it is a GGUF file, and refuses one that is not', async () => {
    const good = join(dataDir, 'mine.gguf');
    writeFileSync(good, fakeModelBytes(4096));
    const used = await pull(good);
    expect(used.code, used.stderr).toBe(0);
    expect(used.stdout).toContain('nothing to download');

    const notGguf = join(dataDir, 'notes.gguf');
    writeFileSync(notGguf, 'these are not weights');
    const refused = await start([], { LOCAL_MODEL: notGguf }).done;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${notGguf} is not a GGUF model`);
    expect(host.requests).toHaveLength(0);
  });
});

describe('the downloader', () => {
  it('finishes a .part that already holds every byte (the server answers 416)', async () => {
    writePart(model.bytes);
    const lines: string[] = [];
    const result = await download({ url: `${host.url}/acme/Tiny-GGUF/resolve/main/tiny-Q4_K_M.gguf`, target: target(), log: (line) => lines.push(line) });
    expect(result).toMatchObject({ sha256: model.sha256, bytes: SIZE, transferred: 0 });
    expect(cdnRequests()).toEqual([expect.objectContaining({ range: `bytes=${SIZE}-`, status: 416 })]);
    expect(createHash('sha256').update(readFileSync(target())).digest('hex')).toBe(model.sha256);
  });

  it('gives up on an unreachable host after a few attempts with a clear message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const lines: string[] = [];
    const failure = download({
      url: `http://127.0.0.1:${port}/acme/x/resolve/main/x.gguf`,
      target: target(),
      log: (line) => lines.push(line),
      attempts: 3,
      backoffMs: 10,
    });
    await expect(failure).rejects.toThrow(DownloadError);
    await expect(failure).rejects.toThrow(/Could not download .*ECONNREFUSED.*3 attempts in a row failed/);
    expect(lines.filter((line) => line.includes('retrying'))).toHaveLength(2);
  });
});
