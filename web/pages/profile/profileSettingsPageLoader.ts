import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { profileSettingsPageLoaderQuery as ProfileSettingsPageLoaderQuery } from './__generated__/profileSettingsPageLoaderQuery.graphql';

export const profileSettingsPageLoaderQuery = graphql`
  query profileSettingsPageLoaderQuery {
    viewer {
      id
      ...AccountDetailsCard_user
      ...ApiTokensCard_user
    }
  }
`;

export type ProfileSettingsPageLoaderData = PreloadedQuery<ProfileSettingsPageLoaderQuery>;

export function profileSettingsPageLoader(): ProfileSettingsPageLoaderData {
  return loadRouteQuery<ProfileSettingsPageLoaderQuery>(profileSettingsPageLoaderQuery, {});
}
