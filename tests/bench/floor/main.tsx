/** @jsxImportSource react */
// The F1 floor (tests/bench/f1-initial-js.ts): the least a React + Relay + react-router app ships,
// one route whose loader starts one Relay query that the page renders. Plain React JSX: the
// app's emotion runtime is the app's cost, not the floor's. Its artifact comes from
// `relay-compiler tests/bench/floor/relay.config.json`, which the bench runs.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { graphql, loadQuery, RelayEnvironmentProvider, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { createBrowserRouter, RouterProvider, useLoaderData } from 'react-router';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type OperationType } from 'relay-runtime';

type MainQuery = OperationType & { response: { appInfo: { __typename: string } } };

const environment = new Environment({
  network: Network.create(async (operation, variables) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: operation.name, query: operation.text, variables }),
    });
    return (await response.json()) as GraphQLResponse;
  }),
  store: new Store(new RecordSource()),
});

const query = graphql`
  query mainQuery {
    appInfo {
      __typename
    }
  }
`;

function Home() {
  const data = usePreloadedQuery<MainQuery>(query, useLoaderData<PreloadedQuery<MainQuery>>());
  return <h1>{data.appInfo.__typename}</h1>;
}

const router = createBrowserRouter([{ path: '/', loader: () => loadQuery<MainQuery>(environment, query, {}), Component: Home }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
