import { useState } from 'react';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { SaveAsTemplate } from '../../features/customTemplates/SaveAsTemplate';
import { ImageUploadArea } from '../../features/generation/ImageUploadArea';
import { PromptField } from '../../features/generation/PromptField';
import { HOW_TO_STEPS, UPLOAD_SAMPLES } from '../../features/generation/samplePrompts';
import { CreatorPage } from '../../features/generation/CreatorPage';
import { useCreatorResults } from '../../features/generation/useCreatorResults';
import type { creatorPageLoaderQuery as CreatorPageLoaderQuery } from '../../features/generation/__generated__/creatorPageLoaderQuery.graphql';
import { creatorPageLoaderQuery, type CreatorPageLoaderData } from '../../features/generation/creatorPageLoader';

/** /upload-meme: the user's own image and a prompt; the AI writes captions for the picture. Signed in, the picture can be saved as a template. */
export function UploadMemePage() {
  const queryRef = useLoaderData<CreatorPageLoaderData>();
  const { viewer } = usePreloadedQuery<CreatorPageLoaderQuery>(creatorPageLoaderQuery, queryRef);
  const [image, setImage] = useState<File | null>(null);
  const [prompt, setPrompt] = useState('');
  const creator = useCreatorResults(viewer);

  const chooseImage = (file: File | null) => {
    creator.clear();
    setImage(file);
  };

  return (
    <CreatorPage
      titleId="UploadMeme.title"
      subtitleId="UploadMeme.subtitle"
      viewer={viewer}
      creator={creator}
      request={prompt.trim() && image ? { method: 'UPLOAD', prompt, image, count: 4 } : null}
      steps={HOW_TO_STEPS.upload}
      editable
      onReset={() => {
        setPrompt('');
        setImage(null);
      }}
    >
      <ImageUploadArea file={image} onChange={chooseImage} disabled={creator.generating} />
      {viewer && image ? <SaveAsTemplate key={`${image.name}-${image.lastModified}`} file={image} disabled={creator.generating} /> : null}
      <PromptField value={prompt} onChange={setPrompt} disabled={creator.generating} samples={UPLOAD_SAMPLES} />
    </CreatorPage>
  );
}
