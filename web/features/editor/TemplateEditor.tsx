import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { CenteredSpinner } from '../../ui/Spinner';
import type { TemplateEditorQuery } from './__generated__/TemplateEditorQuery.graphql';
import { TemplateWorkspace, type TemplateWorkspaceProps } from './TemplateWorkspace';

export type TemplateEditorProps = Omit<TemplateWorkspaceProps, 'query'>;

/**
 * The whole manual editor (template browser, then the editor) for places that open it on demand,
 * such as the home page's 'Template Editor' tab: it loads its own data. Mount it through
 * LazyTemplateEditor so its code stays out of the page's first download.
 */
export function TemplateEditor(props: TemplateEditorProps) {
  const intl = useIntl();
  return (
    <Suspense fallback={<CenteredSpinner label={intl.formatMessage({ id: 'Common.loading' })} />}>
      <TemplateEditorData {...props} />
    </Suspense>
  );
}

function TemplateEditorData(props: TemplateEditorProps) {
  const data = useLazyLoadQuery<TemplateEditorQuery>(
    graphql`
      query TemplateEditorQuery {
        ...TemplateBrowser_query
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return <TemplateWorkspace query={data} {...props} />;
}
