import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router';
import { memeGlobalId } from '../../features/memes/memePaths';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { memePageLoaderQuery as MemePageLoaderQuery } from './__generated__/memePageLoaderQuery.graphql';

export const memePageLoaderQuery = graphql`
  query memePageLoaderQuery($id: ID!) {
    viewer {
      id
    }
    node(id: $id) {
      # Named: the fragments below are on Meme, the field's type is Node.
      ... on Meme @alias(as: "meme") {
        id
        ...MemeDetails_meme
        ...MemeDownloads_meme
        ...MemeActions_meme
        ...MemeEditPanel_meme
      }
    }
  }
`;

export type MemePageLoaderData = PreloadedQuery<MemePageLoaderQuery>;

/** Shows what the store has at once and refreshes it: a meme can be edited or deleted elsewhere. */
export function memePageLoader({ params }: LoaderFunctionArgs): MemePageLoaderData {
  return loadRouteQuery<MemePageLoaderQuery>(memePageLoaderQuery, { id: memeGlobalId(params.id) }, { fetchPolicy: 'store-and-network' });
}
