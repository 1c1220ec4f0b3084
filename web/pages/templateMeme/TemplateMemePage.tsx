import { useState } from 'react';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { CreatorLayout } from '../../features/generation/CreatorLayout';
import { GenerationResultPanel } from '../../features/generation/GenerationResultPanel';
import { LoginRequiredDialog } from '../../features/generation/LoginRequiredDialog';
import { PromptField } from '../../features/generation/PromptField';
import { HOW_TO_STEPS, TEMPLATE_SAMPLES } from '../../features/generation/samplePrompts';
import { TemplateChooser } from '../../features/generation/TemplateChooser';
import { useCreatorResults } from '../../features/generation/useCreatorResults';
import { RoutePage } from '../../features/page/RoutePage';
import type { PickedTemplate } from '../../features/templates/TemplateCard';
import { TokenWidget } from '../../features/tokens/TokenWidget';
import type { templateMemePageLoaderQuery as TemplateMemePageLoaderQuery } from './__generated__/templateMemePageLoaderQuery.graphql';
import { templateMemePageLoaderQuery, type TemplateMemePageLoaderData } from './templateMemePageLoader';

/** /template-meme: pick a template (GIFs too), enter a prompt, choose among the AI's caption options. */
export function TemplateMemePage() {
  const queryRef = useLoaderData<TemplateMemePageLoaderData>();
  const { viewer } = usePreloadedQuery<TemplateMemePageLoaderQuery>(templateMemePageLoaderQuery, queryRef);
  const [template, setTemplate] = useState<PickedTemplate | null>(null);
  const [prompt, setPrompt] = useState('');
  const creator = useCreatorResults(viewer, 'template');

  const chooseTemplate = (next: PickedTemplate | null) => {
    // Selecting a template clears earlier results (spec section 2).
    creator.clear();
    setTemplate(next);
  };

  return (
    <RoutePage titleId="TemplateMeme.title" subtitleId="TemplateMeme.subtitle">
      <CreatorLayout
        onGenerate={() => void creator.run({ method: 'TEMPLATE', prompt, templateId: template?.slug, count: 4 })}
        canGenerate={prompt.trim().length > 0 && template !== null}
        generating={creator.generating}
        balance={viewer ? <TokenWidget viewer={viewer} /> : null}
        results={
          <GenerationResultPanel
            status={creator.status}
            memes={creator.memes}
            offlineCaptions={creator.offlineCaptions}
            steps={HOW_TO_STEPS.template}
            onRegenerate={creator.regenerate}
            onCreateNew={() => {
              creator.clear();
              setPrompt('');
              setTemplate(null);
            }}
            onUpdated={creator.update}
            editable
          />
        }
      >
        <TemplateChooser template={template} onChange={chooseTemplate} disabled={creator.generating} />
        <PromptField value={prompt} onChange={setPrompt} disabled={creator.generating} samples={TEMPLATE_SAMPLES} />
      </CreatorLayout>
      <LoginRequiredDialog open={creator.loginRequired} onClose={creator.closeLoginRequired} />
    </RoutePage>
  );
}
