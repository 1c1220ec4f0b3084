// Where a local caption model comes from and where it is kept. Pure: no network, no disk, so the
// provider and `npm run model:pull` agree on one answer without either starting the other.
import { isAbsolute, join, resolve } from 'node:path';

/**
 * The model `npm run model:pull` fetches when nothing else is asked for.
 *
 * Qwen3-4B-Instruct-2507 at Q4_K_M: Apache-2.0; Qwen3 was trained on 119 languages and dialects,
 * which include all 35 of our interface languages (Filipino through Tagalog); a non-thinking
 * instruct model, so it answers short instructions at once and follows a JSON schema well; 2.5 GB.
 * Qwen3-1.7B is smaller but weaker at wordplay; Phi-4-mini (MIT) covers fewer languages; Gemma 3's
 * licence is not permissive. The file is bartowski's quantization (imatrix) pinned to a commit,
 * so its bytes cannot change under the digest; the digest and size are the ones several
 * independent projects pin for this exact file and revision.
 */
export const DEFAULT_MODEL = {
  name: 'Qwen3-4B-Instruct-2507 (Q4_K_M)',
  source: 'hf:bartowski/Qwen_Qwen3-4B-Instruct-2507-GGUF/Qwen_Qwen3-4B-Instruct-2507-Q4_K_M.gguf#ae44f08e1392f39c0e474af10c3ff8355c8b6688',
  bytes: 2_497_280_736,
  sha256: '2fde00ce69dd4899c70d020845e2638353015bba0fdf161b3eb965f2bca4464e',
  licence: 'Apache-2.0',
} as const;

/** A model file on this machine, used where it is. */
export type FileModelSource = { kind: 'file'; path: string };

/** A file in a Hugging Face repository, downloaded into DATA_DIR/models. */
export type HuggingFaceModelSource = {
  kind: 'hf';
  owner: string;
  repo: string;
  /** Path of the file inside the repository, e.g. `Q4_K_M/model.gguf`. */
  file: string;
  /** Branch, tag or commit; `main` unless the source names one. */
  revision: string;
  /** Lower-case hex sha256 the file must have, when the source pins one (or it is the default model). */
  sha256?: string;
  /** Exact byte size, when known in advance (the default model). */
  bytes?: number;
};

export type ModelSource = FileModelSource | HuggingFaceModelSource;

/** A source that cannot be understood; the message says what a valid one looks like. */
export class ModelSourceError extends Error {
  override name = 'ModelSourceError';
}

const NAME = /^[A-Za-z0-9][\w.-]*$/;
const REVISION = /^[\w.-]+(\/[\w.-]+)*$/;
const SHA256 = /^[0-9a-f]{64}$/;
const FORMAT = 'hf:<owner>/<repo>/<file.gguf>[#<revision>][#sha256=<hex>], or the path of a .gguf file';

/**
 * Reads a model source: an `hf:` URI in node-llama-cpp's form `hf:<owner>/<repo>/<path/file.gguf>`,
 * optionally followed by `#<branch or commit>` (as node-llama-cpp reads it) and/or `#sha256=<hex>`
 * (ours; `#<revision>&sha256=<hex>` works too); anything else is a file path, resolved against the
 * working directory. Throws ModelSourceError.
 */
export function parseModelSource(text: string): ModelSource {
  const source = text.trim();
  if (source === '') throw new ModelSourceError(`An empty model source: give ${FORMAT}`);
  if (/^https?:\/\//i.test(source)) {
    throw new ModelSourceError(`"${source}" is a URL; give the file as hf:<owner>/<repo>/<file.gguf>, or download it yourself and give its path`);
  }
  if (!/^hf:/i.test(source)) return { kind: 'file', path: isAbsolute(source) ? source : resolve(source) };

  const [location = '', fragment] = splitOnce(source.slice(3).replace(/^\/\//, ''), '#');
  const [owner = '', repo = '', ...fileParts] = location.split('/');
  const file = fileParts.join('/');
  if (!NAME.test(owner) || !NAME.test(repo) || fileParts.length === 0) {
    throw new ModelSourceError(`"${source}" is not a Hugging Face file: expected ${FORMAT}`);
  }
  if (fileParts.some((part) => !NAME.test(part) || part === '..')) {
    throw new ModelSourceError(`"${source}" has an odd file path "${file}": expected ${FORMAT}`);
  }
  if (!file.toLowerCase().endsWith('.gguf')) {
    throw new ModelSourceError(`"${source}" does not name a .gguf file (a repository with several quantizations needs the file's name)`);
  }

  let revision = 'main';
  let sha256: string | undefined;
  for (const part of fragment ? fragment.split(/[&#]/) : []) {
    if (/^sha256=/i.test(part)) {
      sha256 = part.slice('sha256='.length).toLowerCase();
      if (!SHA256.test(sha256)) throw new ModelSourceError(`"${source}": sha256= wants 64 hexadecimal digits`);
    } else if (REVISION.test(part) && !part.split('/').includes('..')) {
      revision = part;
    } else if (part !== '') {
      throw new ModelSourceError(`"${source}": "${part}" is neither a revision nor sha256=<hex>`);
    }
  }

  const parsed: HuggingFaceModelSource = { kind: 'hf', owner, repo, file, revision, ...(sha256 ? { sha256 } : {}) };
  return withDefaultModelFacts(parsed);
}

/** The default model's pinned digest and size apply whenever its exact file and revision are asked for. */
function withDefaultModelFacts(source: HuggingFaceModelSource): HuggingFaceModelSource {
  const fallback = parseDefault();
  const same = source.owner === fallback.owner && source.repo === fallback.repo && source.file === fallback.file && source.revision === fallback.revision;
  return same ? { ...source, sha256: source.sha256 ?? DEFAULT_MODEL.sha256, bytes: DEFAULT_MODEL.bytes } : source;
}

function parseDefault(): { owner: string; repo: string; file: string; revision: string } {
  const [location = '', revision = 'main'] = splitOnce(DEFAULT_MODEL.source.slice(3), '#');
  const [owner = '', repo = '', ...file] = location.split('/');
  return { owner, repo, file: file.join('/'), revision };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/**
 * The model file a source stands for: a file source's own path, or for `hf:` sources
 * `<DATA_DIR>/models/<owner>/<repo>/<file>` (absolute). The revision is not part of the path: a
 * source pinned to another revision re-downloads over it when its digest differs.
 */
export function modelFileFor(source: ModelSource | string, dataDir: string): string {
  const parsed = typeof source === 'string' ? parseModelSource(source) : source;
  if (parsed.kind === 'file') return parsed.path;
  return join(resolve(dataDir), 'models', parsed.owner, parsed.repo, ...parsed.file.split('/'));
}

/** Where an `hf:` source downloads from: `<endpoint>/<owner>/<repo>/resolve/<revision>/<file>`. */
export function huggingFaceUrl(source: HuggingFaceModelSource, endpoint = 'https://huggingface.co'): string {
  const path = [source.owner, source.repo, 'resolve', encodeURIComponent(source.revision), ...source.file.split('/').map(encodeURIComponent)].join('/');
  return `${endpoint.replace(/\/+$/, '')}/${path}`;
}

/** How a source is written back, for messages. */
export function describeModelSource(source: ModelSource): string {
  if (source.kind === 'file') return source.path;
  return `hf:${source.owner}/${source.repo}/${source.file}${source.revision === 'main' ? '' : `#${source.revision}`}`;
}
