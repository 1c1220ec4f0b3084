import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { appLayoutLoaderQuery as AppLayoutLoaderQuery } from './__generated__/appLayoutLoaderQuery.graphql';

/** The shell's query: who is signed in (navigation, route gates) and how the server runs. */
export const appLayoutLoaderQuery = graphql`
  query appLayoutLoaderQuery {
    viewer {
      id
      isAdmin
      ...SideNavigationAccount_viewer
    }
    appInfo {
      ...ServiceModeNotice_appInfo
    }
  }
`;

export type AppLayoutLoaderData = PreloadedQuery<AppLayoutLoaderQuery>;

/** Runs once at start and again on revalidation (e.g. after logout), then always asks the server. */
export function appLayoutLoader(): AppLayoutLoaderData {
  return loadRouteQuery<AppLayoutLoaderQuery>(appLayoutLoaderQuery, {}, { fetchPolicy: 'store-and-network' });
}
