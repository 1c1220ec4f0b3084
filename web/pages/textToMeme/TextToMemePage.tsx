import { useState } from 'react';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { CreatorLayout } from '../../features/generation/CreatorLayout';
import { GenerationResultPanel } from '../../features/generation/GenerationResultPanel';
import { LoginRequiredDialog } from '../../features/generation/LoginRequiredDialog';
import { PromptField } from '../../features/generation/PromptField';
import { HOW_TO_STEPS, TEMPLATE_SAMPLES } from '../../features/generation/samplePrompts';
import { useCreatorResults } from '../../features/generation/useCreatorResults';
import { RoutePage } from '../../features/page/RoutePage';
import { TokenWidget } from '../../features/tokens/TokenWidget';
import type { textToMemePageLoaderQuery as TextToMemePageLoaderQuery } from './__generated__/textToMemePageLoaderQuery.graphql';
import { textToMemePageLoaderQuery, type TextToMemePageLoaderData } from './textToMemePageLoader';

/** /text-to-meme: a prompt only; the AI picks the templates and writes several variations. */
export function TextToMemePage() {
  const queryRef = useLoaderData<TextToMemePageLoaderData>();
  const { viewer } = usePreloadedQuery<TextToMemePageLoaderQuery>(textToMemePageLoaderQuery, queryRef);
  const [prompt, setPrompt] = useState('');
  const creator = useCreatorResults(viewer);

  return (
    <RoutePage titleId="TextToMeme.title" subtitleId="TextToMeme.subtitle">
      <CreatorLayout
        onGenerate={() => void creator.run({ method: 'TEXT', prompt, count: 4 })}
        canGenerate={prompt.trim().length > 0}
        generating={creator.generating}
        balance={viewer ? <TokenWidget viewer={viewer} /> : null}
        results={
          <GenerationResultPanel
            status={creator.status}
            memes={creator.memes}
            offlineCaptions={creator.offlineCaptions}
            steps={HOW_TO_STEPS.text}
            onRegenerate={creator.regenerate}
            onCreateNew={() => {
              creator.clear();
              setPrompt('');
            }}
            onUpdated={creator.update}
          />
        }
      >
        <PromptField value={prompt} onChange={setPrompt} disabled={creator.generating} samples={TEMPLATE_SAMPLES} />
      </CreatorLayout>
      <LoginRequiredDialog open={creator.loginRequired} onClose={creator.closeLoginRequired} />
    </RoutePage>
  );
}
