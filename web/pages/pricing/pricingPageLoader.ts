import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { pricingPageLoaderQuery as PricingPageLoaderQuery } from './__generated__/pricingPageLoaderQuery.graphql';

export const pricingPageLoaderQuery = graphql`
  query pricingPageLoaderQuery {
    ...PackGrid_query
  }
`;

export type PricingPageLoaderData = PreloadedQuery<PricingPageLoaderQuery>;

export function pricingPageLoader(): PricingPageLoaderData {
  return loadRouteQuery<PricingPageLoaderQuery>(pricingPageLoaderQuery, {});
}
