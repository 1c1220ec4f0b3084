import { useState } from 'react';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { PromptField } from '../../features/generation/PromptField';
import { HOW_TO_STEPS, TEMPLATE_SAMPLES } from '../../features/generation/samplePrompts';
import { CreatorPage } from '../../features/generation/CreatorPage';
import { useCreatorResults } from '../../features/generation/useCreatorResults';
import type { creatorPageLoaderQuery as CreatorPageLoaderQuery } from '../../features/generation/__generated__/creatorPageLoaderQuery.graphql';
import { creatorPageLoaderQuery, type CreatorPageLoaderData } from '../../features/generation/creatorPageLoader';

/** /text-to-meme: a prompt only; the AI picks the templates and writes several variations. */
export function TextToMemePage() {
  const queryRef = useLoaderData<CreatorPageLoaderData>();
  const { viewer } = usePreloadedQuery<CreatorPageLoaderQuery>(creatorPageLoaderQuery, queryRef);
  const [prompt, setPrompt] = useState('');
  const creator = useCreatorResults(viewer);

  return (
    <CreatorPage
      titleId="TextToMeme.title"
      subtitleId="TextToMeme.subtitle"
      viewer={viewer}
      creator={creator}
      request={prompt.trim() ? { method: 'TEXT', prompt, count: 4 } : null}
      steps={HOW_TO_STEPS.text}
      onReset={() => setPrompt('')}
    >
      <PromptField value={prompt} onChange={setPrompt} disabled={creator.generating} samples={TEMPLATE_SAMPLES} />
    </CreatorPage>
  );
}
