// Rendered at build time (scripts/vite/prerenderShells.ts), never in the browser: the first screen
// of the entry pages as static HTML, per language, from the real components and messages. The
// server puts it into index.html (api/webApp/appShell.ts), so the page's heading and navigation
// paint with the HTML, before the JS arrives; main.tsx then replaces it with the live app.
// Nothing here has data: every part that reads a query shows its loading state (the account
// entries, the signed-in parts), which is right for visitors and signed-in users alike.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { RoutePage } from '../features/page/RoutePage';
import { I18nProvider } from '../i18n/I18nProvider';
import type { LanguageCode } from '../i18n/languages';
import { loadMessages } from '../i18n/loadMessages';
import type { MessageId } from '../i18n/messageIds';
import { HomePage } from '../pages/home/HomePage';
import { homePageLoaderQuery } from '../pages/home/homePageLoader';
import { AppLayout } from '../pages/layout/AppLayout';
import { appLayoutLoaderQuery } from '../pages/layout/appLayoutLoader';
import { ROOT_ROUTE_ID } from '../pages/layout/useShellViewer';
import { GlobalStyles } from '../ui/GlobalStyles';
import { CenteredSpinner } from '../ui/Spinner';

/** A network that never answers: every query stays loading, so its Suspense fallback renders. */
const pendingEnvironment = new Environment({ network: Network.create(() => Observable.create(() => {})), store: new Store(new RecordSource()) });
const pending = (query: GraphQLTaggedNode) => () => loadQuery<OperationType>(pendingEnvironment, query, {});

/**
 * The creator pages read their query before anything else, so without data React shows only a
 * spinner; their shell is the heading and intro they open with, then the same screen-high spinner.
 */
function CreatorShell({ titleId, subtitleId }: { titleId: MessageId; subtitleId: MessageId }) {
  return (
    <RoutePage titleId={titleId} subtitleId={subtitleId}>
      <CenteredSpinner fill="screen" />
    </RoutePage>
  );
}

/** Path → the page shown there; paths not listed keep index.html's spinner. */
const SHELL_PAGES: Record<string, RouteObject> = {
  '/': { index: true, loader: pending(homePageLoaderQuery), Component: HomePage },
  '/text-to-meme': { path: 'text-to-meme', element: <CreatorShell titleId="TextToMeme.title" subtitleId="TextToMeme.subtitle" /> },
  '/template-meme': { path: 'template-meme', element: <CreatorShell titleId="TemplateMeme.title" subtitleId="TemplateMeme.subtitle" /> },
  '/upload-meme': { path: 'upload-meme', element: <CreatorShell titleId="UploadMeme.title" subtitleId="UploadMeme.subtitle" /> },
};

export const SHELL_PATHS = Object.keys(SHELL_PAGES);

/** The HTML of `path`'s first screen in `locale`, to go inside #root. */
export async function renderShell(locale: LanguageCode, path: string): Promise<string> {
  const page = SHELL_PAGES[path];
  if (!page) throw new Error(`renderShell: no shell for ${path}`);
  const routes: RouteObject[] = [{ id: ROOT_ROUTE_ID, path: '/', Component: AppLayout, loader: pending(appLayoutLoaderQuery), children: [page] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shell${path}`));
  if (context instanceof Response) throw new Error(`renderShell: ${path} answered ${context.status}`);
  const messages = await loadMessages(locale);
  // inert: until the app replaces it, the shell is a picture. Its buttons have no handlers yet, so
  // a click or focus there would be lost; inert lets it fall through to nothing, as on the spinner.
  const tree: ReactNode = (
    <div inert>
      <RelayEnvironmentProvider environment={pendingEnvironment}>
        <I18nProvider initialLocale={locale} initialMessages={messages}>
          <GlobalStyles />
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </I18nProvider>
      </RelayEnvironmentProvider>
    </div>
  );
  return renderToString(tree);
}
