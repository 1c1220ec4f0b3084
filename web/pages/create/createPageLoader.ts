import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { createPageLoaderQuery as CreatePageLoaderQuery } from './__generated__/createPageLoaderQuery.graphql';

export const createPageLoaderQuery = graphql`
  query createPageLoaderQuery {
    viewer {
      id
      tokens
      ...TokenWidget_viewer
    }
  }
`;

export type CreatePageLoaderData = PreloadedQuery<CreatePageLoaderQuery>;

export function createPageLoader(): CreatePageLoaderData {
  return loadRouteQuery<CreatePageLoaderQuery>(createPageLoaderQuery, {});
}
