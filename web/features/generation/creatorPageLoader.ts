import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { creatorPageLoaderQuery as CreatorPageLoaderQuery } from './__generated__/creatorPageLoaderQuery.graphql';

/** What the creator pages (/create, /text-to-meme, /upload-meme) need first: the viewer's balance and recent memes. */
export const creatorPageLoaderQuery = graphql`
  query creatorPageLoaderQuery {
    viewer {
      id
      tokens
      ...useViewerTokens_viewer
      ...RecentMemes_user
    }
  }
`;

export type CreatorPageLoaderData = PreloadedQuery<CreatorPageLoaderQuery>;

export function creatorPageLoader(): CreatorPageLoaderData {
  return loadRouteQuery<CreatorPageLoaderQuery>(creatorPageLoaderQuery, {});
}
