import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import { TemplateWorkspace } from '../../features/editor/TemplateWorkspace';
import { RoutePage } from '../../features/page/RoutePage';
import type { templateEditorPageLoaderQuery as TemplateEditorPageLoaderQuery } from './__generated__/templateEditorPageLoaderQuery.graphql';
import { templateEditorPageLoaderQuery, type TemplateEditorPageLoaderData } from './templateEditorPageLoader';

/** /template-editor: browse the templates, pick one, edit it by hand (spec section 2); ?template=<id> opens one. */
export function TemplateEditorPage() {
  const [searchParams] = useSearchParams();
  const queryRef = useLoaderData<TemplateEditorPageLoaderData>();
  const data = usePreloadedQuery<TemplateEditorPageLoaderQuery>(templateEditorPageLoaderQuery, queryRef);
  return (
    <RoutePage titleId="TemplateEditor.title" subtitleId="TemplateEditor.subtitle">
      <TemplateWorkspace query={data} viewerId={data.viewer?.id ?? null} initialTemplateId={searchParams.get('template')} />
    </RoutePage>
  );
}
