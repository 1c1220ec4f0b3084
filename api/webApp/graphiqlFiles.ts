// The GraphiQL playground as built by vite.graphiql.config.ts (`npm run build:graphiql`, into
// dist/graphiql beside the web app's dist/web): its page, which GET /graphql answers with the
// example tabs written in (api/graphql/graphiqlPage.ts), and its content-hashed files under
// /graphiql/assets/ (the editor, its workers, styles and fonts), cached for a year.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { graphiqlOptionsScript, type GraphiQLPageOptions } from '../../core/graphiqlPage';
import { fileResponse, loadBuiltFiles, staticFile, type StaticFile } from './staticFiles';

/** Where the playground's files are served. */
export const GRAPHIQL_FILES_PREFIX = '/graphiql';

export type GraphiQLFiles = {
  /** The page with `options` written in; the same bytes (and ETag) for the same options. */
  page(options: GraphiQLPageOptions): StaticFile;
  /** A built file under GRAPHIQL_FILES_PREFIX; null when there is none by that name. */
  serve(request: Request, pathname: string): Response | null;
};

/** Loads the build in `dir`; null when the playground has not been built. */
export async function loadGraphiQLFiles(dir: string): Promise<GraphiQLFiles | null> {
  if (!existsSync(join(dir, 'index.html'))) return null;
  const files = await loadBuiltFiles(dir, GRAPHIQL_FILES_PREFIX);
  const template = files.get(`${GRAPHIQL_FILES_PREFIX}/index.html`)!;
  // The page is only ever served with its options, at /graphql.
  files.delete(`${GRAPHIQL_FILES_PREFIX}/index.html`);
  const pages = new Map<string, StaticFile>();
  return {
    page(options) {
      const script = graphiqlOptionsScript(options);
      let page = pages.get(script);
      if (!page) {
        const html = template.body.toString('utf8').replace('</head>', `  ${script}\n  </head>`);
        page = staticFile(Buffer.from(html), template.type, false);
        pages.set(script, page);
      }
      return page;
    },
    serve(request, pathname) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      const file = files.get(pathname);
      return file ? fileResponse(request, file) : null;
    },
  };
}
