import { useState } from 'react';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { PromptField } from '../../features/generation/PromptField';
import { HOW_TO_STEPS, TEMPLATE_SAMPLES } from '../../features/generation/samplePrompts';
import { TemplateChooser } from '../../features/generation/TemplateChooser';
import { CreatorPage } from '../../features/generation/CreatorPage';
import { useCreatorResults } from '../../features/generation/useCreatorResults';
import type { PickedTemplate } from '../../features/templates/TemplateCard';
import type { templateMemePageLoaderQuery as TemplateMemePageLoaderQuery } from './__generated__/templateMemePageLoaderQuery.graphql';
import { RandomTemplatePicker } from './RandomTemplatePicker';
import { templateMemePageLoaderQuery, type TemplateMemePageLoaderData } from './templateMemePageLoader';

/** /template-meme: pick a template (GIFs too), enter a prompt, choose among the AI's caption options. */
export function TemplateMemePage() {
  const queryRef = useLoaderData<TemplateMemePageLoaderData>();
  const data = usePreloadedQuery<TemplateMemePageLoaderQuery>(templateMemePageLoaderQuery, queryRef);
  const { viewer } = data;
  const [template, setTemplate] = useState<PickedTemplate | null>(null);
  const [prompt, setPrompt] = useState('');
  const creator = useCreatorResults(viewer, 'template');

  const chooseTemplate = (next: PickedTemplate | null) => {
    // Selecting a template clears earlier results (spec section 2).
    creator.clear();
    setTemplate(next);
  };

  return (
    <CreatorPage
      titleId="TemplateMeme.title"
      subtitleId="TemplateMeme.subtitle"
      viewer={viewer}
      creator={creator}
      request={prompt.trim() && template ? { method: 'TEMPLATE', prompt, templateId: template.slug, count: 4 } : null}
      steps={HOW_TO_STEPS.template}
      editable
      onReset={() => {
        setPrompt('');
        setTemplate(null);
      }}
    >
      <TemplateChooser template={template} onChange={chooseTemplate} disabled={creator.generating} />
      <RandomTemplatePicker query={data} selectedId={template?.id ?? null} onSelect={chooseTemplate} disabled={creator.generating} />
      <PromptField value={prompt} onChange={setPrompt} disabled={creator.generating} samples={TEMPLATE_SAMPLES} />
    </CreatorPage>
  );
}
