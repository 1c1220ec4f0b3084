import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { adminDashboardPageLoaderQuery as AdminDashboardPageLoaderQuery } from './__generated__/adminDashboardPageLoaderQuery.graphql';

export const adminDashboardPageLoaderQuery = graphql`
  query adminDashboardPageLoaderQuery($page: Int!, $search: String!, $sites: Int!) {
    adminUsers(page: $page, limit: 10, search: $search) {
      ...AdminUsersPanel_list
    }
    ...AdminFigures_query
    ...AdminSitesPanel_query @arguments(first: $sites)
    ...AdminReportsPanel_query
    moderationQueue(first: 20) {
      totalCount
    }
  }
`;

// Every site on one screen. A variable, not a literal: the cost limit multiplies a literal
// `first` into the estimate, while the server caps the list at 500 anyway.
const SITE_LIST_SIZE = 500;

export type AdminDashboardPageLoaderData = PreloadedQuery<AdminDashboardPageLoaderQuery>;

/** The user list's page and search live in the URL (?page=2&search=bob), so they survive a reload. */
export function usersListParams(url: URL): { page: number; search: string } {
  const page = Number(url.searchParams.get('page'));
  return { page: Number.isSafeInteger(page) && page >= 1 ? page : 1, search: (url.searchParams.get('search') ?? '').trim() };
}

/** Shows what the store has at once (e.g. a site just added) and refreshes it from the server. */
export function adminDashboardPageLoader({ request }: LoaderFunctionArgs): AdminDashboardPageLoaderData {
  return loadRouteQuery<AdminDashboardPageLoaderQuery>(
    adminDashboardPageLoaderQuery,
    { ...usersListParams(new URL(request.url)), sites: SITE_LIST_SIZE },
    {
      fetchPolicy: 'store-and-network',
    },
  );
}
