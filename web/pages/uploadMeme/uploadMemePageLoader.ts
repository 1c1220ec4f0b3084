import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { uploadMemePageLoaderQuery as UploadMemePageLoaderQuery } from './__generated__/uploadMemePageLoaderQuery.graphql';

export const uploadMemePageLoaderQuery = graphql`
  query uploadMemePageLoaderQuery {
    viewer {
      id
      tokens
      ...TokenWidget_viewer
    }
  }
`;

export type UploadMemePageLoaderData = PreloadedQuery<UploadMemePageLoaderQuery>;

export function uploadMemePageLoader(): UploadMemePageLoaderData {
  return loadRouteQuery<UploadMemePageLoaderQuery>(uploadMemePageLoaderQuery, {});
}
