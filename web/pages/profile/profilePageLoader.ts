import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { profilePageLoaderQuery as ProfilePageLoaderQuery } from './__generated__/profilePageLoaderQuery.graphql';

export const profilePageLoaderQuery = graphql`
  query profilePageLoaderQuery {
    viewer {
      id
      ...ProfileCard_user
      ...ProfileMemes_user
      ...ProfilePurchases_user
    }
  }
`;

export type ProfilePageLoaderData = PreloadedQuery<ProfilePageLoaderQuery>;

/** Always asks the server too: memes and purchases change on other pages. */
export function profilePageLoader(): ProfilePageLoaderData {
  return loadRouteQuery<ProfilePageLoaderQuery>(profilePageLoaderQuery, {}, { fetchPolicy: 'store-and-network' });
}
