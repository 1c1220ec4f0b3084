import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { loadAppShells, SHELLS_FILE } from './appShell';
import { htmlSecurityHeaders } from '../http/securityHeaders';

export type StaticFile = {
  body: Buffer;
  type: string;
  etag: string;
  /** Vite's hashed output never changes under the same name, so it can be cached for a year. */
  immutable: boolean;
  /** Compressed bodies: written at build time beside the file (.br, .gz), else made on first request. */
  compressed: { br?: Buffer; gzip?: Buffer };
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg|font\/ttf)/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A file served from memory; `immutable` for a content-hashed name. */
export function staticFile(body: Buffer, type: string, immutable: boolean): StaticFile {
  return { body, type, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, immutable, compressed: {} };
}

/** The build's precompressed copies (vite-plugin-compression2 in both Vite configs), by extension. */
const PRECOMPRESSED = { '.br': 'br', '.gz': 'gzip' } as const;

/**
 * Every file of a Vite build under `dir`, by its URL path (`urlPrefix` + its path in `dir`). Files
 * under `assets/` have content-hashed names and are cached for a year.
 */
export async function loadBuiltFiles(dir: string, urlPrefix = ''): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const paths = await listFiles(dir);
  const names = new Set(paths);
  const copies: [string, string][] = [];
  for (const file of paths) {
    const extension = extname(file);
    // x.js.br beside x.js is x.js's compressed body, not a file of its own.
    if (Object.hasOwn(PRECOMPRESSED, extension) && names.has(file.slice(0, -extension.length))) {
      copies.push([file, file.slice(0, -extension.length)]);
      continue;
    }
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    files.set(urlPathOf(file), staticFile(await readFile(file), type, urlPathOf(file).startsWith(`${urlPrefix}/assets/`)));
  }
  for (const [copy, original] of copies) {
    const file = files.get(urlPathOf(original))!;
    file.compressed[PRECOMPRESSED[extname(copy) as keyof typeof PRECOMPRESSED]] = await readFile(copy);
  }
  return files;

  function urlPathOf(file: string): string {
    return `${urlPrefix}/${relative(dir, file).split(sep).join('/')}`;
  }
}

/** Whether `pathname` names a file of a type we serve (else it is a route of the web app). */
export function isAssetPath(pathname: string): boolean {
  return Object.hasOwn(CONTENT_TYPES, extname(pathname).toLowerCase());
}

/** The built web app, held in memory: a few hundred KB that every page view needs. */
export type StaticSite = { serve(request: Request, pathname: string): Response | null };

/** Loads dist/web; returns null when the web app hasn't been built (API-only use and tests). */
export async function loadStaticSite(dir: string): Promise<StaticSite | null> {
  if (!existsSync(join(dir, 'index.html'))) return null;
  const files = await loadBuiltFiles(dir);
  files.delete(`/${SHELLS_FILE}`); // build data for the server, not a page asset
  const shell = files.get('/index.html')!;
  const appShells = await loadAppShells(dir, shell.body.toString('utf8'));
  // index.html with a page's first screen in one language, made on first request.
  const shellPages = new Map<string, StaticFile>();
  const htmlFor = (request: Request, pathname: string): StaticFile => {
    const page = appShells?.page(request, pathname);
    if (!page) return shell;
    let file = shellPages.get(page.key);
    if (!file) {
      file = staticFile(Buffer.from(page.html()), shell.type, false);
      shellPages.set(page.key, file);
    }
    return file;
  };
  // The shell pages' language follows the language cookie, else Accept-Language.
  const htmlHeaders = { ...htmlSecurityHeaders(), ...(appShells ? { vary: 'Accept-Encoding, Accept-Language, Cookie' } : {}) };
  return {
    serve(request, pathname) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      const file = files.get(pathname);
      if (file && pathname !== '/index.html') return fileResponse(request, file);
      // A missing asset is a real 404; answering with the HTML shell would hide broken deploys.
      // Only names of a file type we serve count as assets: /admin/users/1.5 is a route.
      if (!file && isAssetPath(pathname)) return null;
      return fileResponse(request, htmlFor(request, pathname), htmlHeaders);
    },
  };
}

function pickEncoding(request: Request, file: StaticFile): 'br' | 'gzip' | undefined {
  if (!COMPRESSIBLE.test(file.type) || file.body.byteLength < 1024) return undefined;
  const accepted = request.headers.get('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * The build's compressed copy; for a page made at run time (the HTML shells, the playground's page,
 * a few KB each) compressed once on first request and kept.
 */
function compressedBody(file: StaticFile, encoding: 'br' | 'gzip'): Buffer {
  file.compressed[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.byteLength } })
      : gzipSync(file.body, { level: 9 });
  return file.compressed[encoding];
}

/** A file's answer: 304 for a known ETag, else its bytes, compressed when the client accepts. */
export function fileResponse(request: Request, file: StaticFile, extraHeaders: Record<string, string> = {}): Response {
  const headers: Record<string, string> = {
    'content-type': file.type,
    etag: file.etag,
    'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'Accept-Encoding',
    ...extraHeaders,
  };
  if (request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
  const encoding = pickEncoding(request, file);
  const body = encoding ? compressedBody(file, encoding) : file.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.byteLength);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}
