import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { TemplateEditorQuery } from './__generated__/TemplateEditorQuery.graphql';
import { TemplateWorkspace, type TemplateWorkspaceProps } from './TemplateWorkspace';
import { LoadingBoundary } from '../../ui/LoadingBoundary';

export type TemplateEditorProps = Omit<TemplateWorkspaceProps, 'query' | 'viewerId'>;

/**
 * The whole manual editor (template browser, then the editor) for places that open it on demand,
 * such as the home page's 'Template Editor' tab: it loads its own data. Mount it through
 * LazyTemplateEditor so its code stays out of the page's first download.
 */
export function TemplateEditor(props: TemplateEditorProps) {
  return (
    <LoadingBoundary>
      <TemplateEditorData {...props} />
    </LoadingBoundary>
  );
}

function TemplateEditorData(props: TemplateEditorProps) {
  const data = useLazyLoadQuery<TemplateEditorQuery>(
    graphql`
      query TemplateEditorQuery {
        viewer {
          id
        }
        ...TemplateBrowser_query
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return <TemplateWorkspace query={data} viewerId={data.viewer?.id ?? null} {...props} />;
}
