import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router';
import { routeGlobalId } from '../../features/admin/routeIds';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { adminUserPageLoaderQuery as AdminUserPageLoaderQuery } from './__generated__/adminUserPageLoaderQuery.graphql';

export const adminUserPageLoaderQuery = graphql`
  query adminUserPageLoaderQuery($id: ID!) {
    adminUser(id: $id) {
      id
      ...AdminUserProfile_user
      ...AdminUserTokens_user
      ...AdminUserLedger_user
    }
  }
`;

export type AdminUserPageLoaderData = PreloadedQuery<AdminUserPageLoaderQuery>;

/** Shows what the store has at once and refreshes it: balances and statuses change elsewhere. */
export function adminUserPageLoader({ params }: LoaderFunctionArgs): AdminUserPageLoaderData {
  return loadRouteQuery<AdminUserPageLoaderQuery>(adminUserPageLoaderQuery, { id: routeGlobalId('User', params.id) }, { fetchPolicy: 'store-and-network' });
}
