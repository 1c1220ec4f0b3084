// What the server writes into the GraphiQL playground's page and the page reads back: the tabs it
// opens with, as JSON in a non-executed <script> element (the page's policy runs no inline script).
// The server side is api/graphql/graphiqlPage.ts, the page web/graphiql/main.ts.

/** The id of the `<script type="application/json">` element that carries the page's options. */
export const GRAPHIQL_OPTIONS_ELEMENT_ID = 'graphiql-options';

/** One tab GraphiQL opens with: the operation, and optionally its variables and headers as JSON text. */
export type GraphiQLExampleTab = { query: string; variables?: string; headers?: string };

export type GraphiQLPageOptions = { defaultTabs: GraphiQLExampleTab[] };

/** The options as the text of that element: JSON in which no `<` can close the element early. */
export function graphiqlOptionsScript(options: GraphiQLPageOptions): string {
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${GRAPHIQL_OPTIONS_ELEMENT_ID}">${json}</script>`;
}
