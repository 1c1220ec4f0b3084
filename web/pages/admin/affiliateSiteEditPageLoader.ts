import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router';
import { routeGlobalId } from '../../features/admin/routeIds';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { affiliateSiteEditPageLoaderQuery as AffiliateSiteEditPageLoaderQuery } from './__generated__/affiliateSiteEditPageLoaderQuery.graphql';

export const affiliateSiteEditPageLoaderQuery = graphql`
  query affiliateSiteEditPageLoaderQuery($id: ID!) {
    affiliateSite(id: $id) {
      id
      ...AffiliateSiteForm_site
    }
  }
`;

export type AffiliateSiteEditPageLoaderData = PreloadedQuery<AffiliateSiteEditPageLoaderQuery>;

/** Always asks the server: the site may have been changed or deleted elsewhere. */
export function affiliateSiteEditPageLoader({ params }: LoaderFunctionArgs): AffiliateSiteEditPageLoaderData {
  return loadRouteQuery<AffiliateSiteEditPageLoaderQuery>(
    affiliateSiteEditPageLoaderQuery,
    { id: routeGlobalId('AffiliateSite', params.id) },
    { fetchPolicy: 'network-only' },
  );
}
