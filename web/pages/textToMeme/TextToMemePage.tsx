import { useState } from 'react';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { PromptField } from '../../features/generation/PromptField';
import { HOW_TO_STEPS, TEMPLATE_SAMPLES } from '../../features/generation/samplePrompts';
import { CreatorPage } from '../../features/generation/CreatorPage';
import { useCreatorResults } from '../../features/generation/useCreatorResults';
import type { textToMemePageLoaderQuery as TextToMemePageLoaderQuery } from './__generated__/textToMemePageLoaderQuery.graphql';
import { textToMemePageLoaderQuery, type TextToMemePageLoaderData } from './textToMemePageLoader';

/** /text-to-meme: a prompt only; the AI picks the templates and writes several variations. */
export function TextToMemePage() {
  const queryRef = useLoaderData<TextToMemePageLoaderData>();
  const { viewer } = usePreloadedQuery<TextToMemePageLoaderQuery>(textToMemePageLoaderQuery, queryRef);
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
