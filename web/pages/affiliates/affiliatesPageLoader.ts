import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { affiliatesPageLoaderQuery as AffiliatesPageLoaderQuery } from './__generated__/affiliatesPageLoaderQuery.graphql';

export const affiliatesPageLoaderQuery = graphql`
  query affiliatesPageLoaderQuery($first: Int!) {
    affiliateSites(first: $first) @connection(key: "AffiliatesPage_affiliateSites") {
      edges {
        node {
          id
          title
          ...AffiliateCard_site
        }
      }
    }
  }
`;

// Every partner on one page (the server caps the list at 500). The cost limit counts this list,
// which only administrators write, as 20 items at most, literal or variable.
const SITE_LIST_SIZE = 500;

export type AffiliatesPageLoaderData = PreloadedQuery<AffiliatesPageLoaderQuery>;

/** Shows what the store has at once and refreshes it: administrators change the list. */
export function affiliatesPageLoader(): AffiliatesPageLoaderData {
  return loadRouteQuery<AffiliatesPageLoaderQuery>(affiliatesPageLoaderQuery, { first: SITE_LIST_SIZE }, { fetchPolicy: 'store-and-network' });
}
