import { GRAPHIQL_OPTIONS_ELEMENT_ID, type GraphiQLPageOptions } from '../../core/graphiqlPage';

/** The options the server wrote into the page (none: GraphiQL's own single empty tab). */
export function readPageOptions(document: Document): Partial<GraphiQLPageOptions> {
  const text = document.getElementById(GRAPHIQL_OPTIONS_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as GraphiQLPageOptions) : {};
}
