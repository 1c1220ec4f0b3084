import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { homePageLoaderQuery as HomePageLoaderQuery } from './__generated__/homePageLoaderQuery.graphql';

export const homePageLoaderQuery = graphql`
  query homePageLoaderQuery {
    viewer {
      id
      tokens
      ...useViewerTokens_viewer
    }
    ...GetMoreMemeFuel_query
  }
`;

export type HomePageLoaderData = PreloadedQuery<HomePageLoaderQuery>;

export function homePageLoader(): HomePageLoaderData {
  return loadRouteQuery<HomePageLoaderQuery>(homePageLoaderQuery, {});
}
