import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { loadRouteQuery } from '../../relay/loadRouteQuery';
import type { templateEditorPageLoaderQuery as TemplateEditorPageLoaderQuery } from './__generated__/templateEditorPageLoaderQuery.graphql';

export const templateEditorPageLoaderQuery = graphql`
  query templateEditorPageLoaderQuery {
    viewer {
      id
    }
    ...TemplateBrowser_query
  }
`;

export type TemplateEditorPageLoaderData = PreloadedQuery<TemplateEditorPageLoaderQuery>;

export function templateEditorPageLoader(): TemplateEditorPageLoaderData {
  return loadRouteQuery<TemplateEditorPageLoaderQuery>(templateEditorPageLoaderQuery, {});
}
