// GraphiQL at GET /graphql (api/graphql/graphiqlPage.ts serves this page with its example tabs).
// Built on its own by vite.graphiql.config.ts: the editor (Monaco), its worker and GraphiQL load
// from hashed files on this site, nothing from a CDN.
//
// GraphiQL's styles without its all-in-one style.css, which repeats Monaco's (the editor brings
// its own) and inlines every face of Roboto and Fira Code. The editors need Fira Code (Monaco names
// no other face), as files the browser fetches only the subsets the page uses; the rest of the page
// is drawn in the system's own face (page.css).
import '@fontsource/fira-code/400.css';
import '@graphiql/react/style.css';
import '@graphiql/plugin-doc-explorer/style.css';
import '@graphiql/plugin-history/style.css';
import 'graphiql/graphiql.css';
import './page.css';
import './monacoWorkers';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ActiveTabInEditors } from './ActiveTabInEditors';
import { readPageOptions } from './pageOptions';

const { defaultTabs } = readPageOptions(document);
const endpoint = new URL('/graphql', location.href);
const fetcher = createGraphiQLFetcher({
  url: endpoint.href,
  // Subscriptions go over graphql-ws on the same path; the session cookie goes along.
  subscriptionUrl: `${endpoint.protocol === 'https:' ? 'wss' : 'ws'}://${endpoint.host}${endpoint.pathname}`,
  // The schema has no @defer/@stream: plain JSON answers, no multipart reader.
  enableIncrementalDelivery: false,
});

createRoot(document.getElementById('graphiql')!).render(
  createElement(
    GraphiQL,
    { fetcher, ...(defaultTabs?.length ? { defaultTabs } : {}) },
    createElement(GraphiQL.Logo, null, document.title),
    createElement(ActiveTabInEditors),
  ),
);
