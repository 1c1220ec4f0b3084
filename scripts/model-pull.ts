// `npm run model:pull [-- <source>]`: gets a local caption model onto this machine. Installs the
// runtime (local-model/), then downloads the model into DATA_DIR/models, resumable and checked
// against its sha256, or checks that a model file given by path is a GGUF file.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DEFAULT_MODEL, describeModelSource, huggingFaceUrl, modelFileFor, ModelSourceError, parseModelSource } from '../api/ai/local/modelSource';
import { ensureLocalModelRuntime } from './localModelRuntime';
import { download, DownloadError, DownloadInterrupted } from './model/download';
import { startsWithGguf, verifiedCopy } from './model/verify';
import { megabytes } from './model/progress';

const USAGE = `Usage: npm run model:pull [-- <source>] [--skip-runtime]

Installs the local model runtime (local-model/) and downloads a caption model into DATA_DIR/models.

  <source>        hf:<owner>/<repo>/<file.gguf>[#<revision>][#sha256=<hex>], or the path of a .gguf file.
                  Default: LOCAL_MODEL, else ${DEFAULT_MODEL.name}:
                  ${DEFAULT_MODEL.source}
  --skip-runtime  only the model, not the runtime (also MODEL_PULL_SKIP_RUNTIME=1)

Environment: DATA_DIR (default ./data), LOCAL_MODEL, HF_ENDPOINT (default https://huggingface.co),
HF_TOKEN (for gated or private repositories).`;

const log = (line: string) => console.log(`[model:pull] ${line}`);

async function pull(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const skipRuntime = argv.includes('--skip-runtime') || process.env.MODEL_PULL_SKIP_RUNTIME === '1';
  const given = argv.filter((arg) => arg !== '--skip-runtime');
  if (given.length > 1 || given[0]?.startsWith('-')) {
    console.error(USAGE);
    return 1;
  }
  const source = parseModelSource(given[0] ?? (process.env.LOCAL_MODEL?.trim() || DEFAULT_MODEL.source));
  // The same default as api/platform/config.ts; loadConfig itself would also create the session secret.
  const dataDir = resolve(process.env.DATA_DIR?.trim() || './data');

  if (skipRuntime) log('Not installing the runtime (--skip-runtime or MODEL_PULL_SKIP_RUNTIME=1).');
  else ensureLocalModelRuntime(log);

  if (source.kind === 'file') {
    const file = await stat(source.path).catch(() => undefined);
    if (!file?.isFile()) throw new DownloadError(`No model file at ${source.path}`);
    if (!(await startsWithGguf(source.path))) throw new DownloadError(`${source.path} is not a GGUF model (it does not start with "GGUF").`);
    log(`Using the model file ${source.path} (${megabytes(file.size)} MB); nothing to download.`);
    return 0;
  }

  const target = modelFileFor(source, dataDir);
  const present = await verifiedCopy(target, source.sha256, log);
  if (present) {
    log(`Already downloaded and verified: ${target} (sha256 ${present}).`);
    return 0;
  }
  if (await stat(target).catch(() => undefined)) log(`${target} is not the file asked for (its sha256 differs); downloading it again.`);

  const url = huggingFaceUrl(source, process.env.HF_ENDPOINT?.trim() || 'https://huggingface.co');
  const size = source.bytes ? ` (${megabytes(source.bytes)} MB)` : '';
  log(`Downloading ${describeModelSource(source)}${size}\n  from ${url}\n  into ${target}`);

  const interrupt = new AbortController();
  const onSigint = () => interrupt.abort();
  process.once('SIGINT', onSigint);
  try {
    const result = await download({
      url,
      target,
      sha256: source.sha256,
      bytes: source.bytes,
      authorization: process.env.HF_TOKEN?.trim() ? `Bearer ${process.env.HF_TOKEN.trim()}` : undefined,
      log,
      signal: interrupt.signal,
    });
    const checked =
      result.check === 'none'
        ? 'not checked against a sha256 (no digest pinned and the host sent none; add #sha256=<hex> to the source to check it)'
        : `sha256 ${result.sha256} matches the ${result.check}`;
    log(`Downloaded ${megabytes(result.bytes)} MB (${megabytes(result.transferred)} MB this run); ${checked}.`);
    log(`Model ready: ${target}`);
    return 0;
  } finally {
    process.off('SIGINT', onSigint);
  }
}

try {
  process.exitCode = await pull(process.argv.slice(2));
} catch (error) {
  if (error instanceof DownloadInterrupted) {
    console.error(`\n[model:pull] ${error.message} Run the command again to resume.`);
    process.exitCode = 130;
  } else if (error instanceof DownloadError || error instanceof ModelSourceError) {
    console.error(`[model:pull] ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
