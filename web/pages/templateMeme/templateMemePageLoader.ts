import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { templateMemePageLoaderQuery as TemplateMemePageLoaderQuery } from './__generated__/templateMemePageLoaderQuery.graphql';

export const templateMemePageLoaderQuery = graphql`
  query templateMemePageLoaderQuery {
    viewer {
      id
      tokens
      ...useViewerTokens_viewer
      ...RecentMemes_user
    }
    ...RandomTemplatePicker_query
  }
`;

export type TemplateMemePageLoaderData = PreloadedQuery<TemplateMemePageLoaderQuery>;

export function templateMemePageLoader(): TemplateMemePageLoaderData {
  return loadRouteQuery<TemplateMemePageLoaderQuery>(templateMemePageLoaderQuery, {});
}
