// Writes x.br and x.gz beside every compressible built file, at the highest levels, so the server
// sends them as they are (api/webApp/staticFiles.ts) instead of compressing a megabyte of Monaco
// on the event loop when the first visitor asks for it.
import { constants as zlib } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export function precompressAssets(): Plugin[] {
  const plugins = compression({
    // The types the server compresses (its COMPRESSIBLE list), above its 1 KB threshold.
    include: /\.(html|js|mjs|css|json|svg|ttf|txt|webmanifest|map)$/,
    threshold: 1024,
    algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    logLevel: 'silent',
  });
  return Array.isArray(plugins) ? plugins : [plugins];
}
