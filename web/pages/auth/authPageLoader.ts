import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { authPageLoaderQuery as AuthPageLoaderQuery } from './__generated__/authPageLoaderQuery.graphql';

export const authPageLoaderQuery = graphql`
  query authPageLoaderQuery {
    appInfo {
      firebase {
        apiKey
        authDomain
        projectId
        appId
      }
    }
  }
`;

export type AuthPageLoaderData = PreloadedQuery<AuthPageLoaderQuery>;

export function authPageLoader(): AuthPageLoaderData {
  return loadRouteQuery<AuthPageLoaderQuery>(authPageLoaderQuery, {});
}
