import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { textToMemePageLoaderQuery as TextToMemePageLoaderQuery } from './__generated__/textToMemePageLoaderQuery.graphql';

export const textToMemePageLoaderQuery = graphql`
  query textToMemePageLoaderQuery {
    viewer {
      id
      tokens
      ...TokenWidget_viewer
    }
  }
`;

export type TextToMemePageLoaderData = PreloadedQuery<TextToMemePageLoaderQuery>;

export function textToMemePageLoader(): TextToMemePageLoaderData {
  return loadRouteQuery<TextToMemePageLoaderQuery>(textToMemePageLoaderQuery, {});
}
