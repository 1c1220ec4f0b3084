import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router';
import { routeGlobalId } from '../../features/admin/routeIds';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { affiliateSiteDeletePageLoaderQuery as AffiliateSiteDeletePageLoaderQuery } from './__generated__/affiliateSiteDeletePageLoaderQuery.graphql';

export const affiliateSiteDeletePageLoaderQuery = graphql`
  query affiliateSiteDeletePageLoaderQuery($id: ID!) {
    affiliateSite(id: $id) {
      id
      title
    }
  }
`;

export type AffiliateSiteDeletePageLoaderData = PreloadedQuery<AffiliateSiteDeletePageLoaderQuery>;

/** Always asks the server: the site may have been deleted elsewhere. */
export function affiliateSiteDeletePageLoader({ params }: LoaderFunctionArgs): AffiliateSiteDeletePageLoaderData {
  return loadRouteQuery<AffiliateSiteDeletePageLoaderQuery>(
    affiliateSiteDeletePageLoaderQuery,
    { id: routeGlobalId('AffiliateSite', params.id) },
    { fetchPolicy: 'network-only' },
  );
}
