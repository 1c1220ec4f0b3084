import type { Plugin } from 'vite';

/** Larger stylesheets stay files: inlined, they would be downloaded again with every page. */
const MAX_INLINE_BYTES = 4096;

/**
 * index.html paints without waiting for any download: the server puts the page's first screen in
 * it (api/webApp/appShell.ts), and this plugin removes what would still hold that paint back.
 * - The entry's small stylesheet (the display face's @font-face rules) goes inline: as a file it is
 *   render-blocking, one more round trip on a slow network.
 * - The app's scripts and module preloads are fetched at low priority: the first paint needs none
 *   of them, so the document and the display font go first. They still start at once, from the
 *   preload scanner, and keep their order among themselves.
 */
export function paintBeforeScripts(): Plugin {
  return {
    name: 'meme-maker:paint-before-scripts',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      html.source = String(html.source)
        .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, fileName: string) => {
          const css = bundle[fileName];
          if (!css || css.type !== 'asset') return link;
          const source = String(css.source);
          return Buffer.byteLength(source) <= MAX_INLINE_BYTES && !source.includes('</style') ? `<style>${source}</style>` : link;
        })
        .replace(/<(script type="module"|link rel="modulepreload") crossorigin /g, '<$1 crossorigin fetchpriority="low" ');
    },
  };
}
