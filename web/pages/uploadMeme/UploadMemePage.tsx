import { useState } from 'react';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { CreatorLayout } from '../../features/generation/CreatorLayout';
import { GenerationResultPanel } from '../../features/generation/GenerationResultPanel';
import { ImageUploadArea } from '../../features/generation/ImageUploadArea';
import { LoginRequiredDialog } from '../../features/generation/LoginRequiredDialog';
import { PromptField } from '../../features/generation/PromptField';
import { HOW_TO_STEPS, UPLOAD_SAMPLES } from '../../features/generation/samplePrompts';
import { useCreatorResults } from '../../features/generation/useCreatorResults';
import { RoutePage } from '../../features/page/RoutePage';
import { TokenWidget } from '../../features/tokens/TokenWidget';
import type { uploadMemePageLoaderQuery as UploadMemePageLoaderQuery } from './__generated__/uploadMemePageLoaderQuery.graphql';
import { uploadMemePageLoaderQuery, type UploadMemePageLoaderData } from './uploadMemePageLoader';

/** /upload-meme: the user's own image and a prompt; the AI writes captions for the picture. */
export function UploadMemePage() {
  const queryRef = useLoaderData<UploadMemePageLoaderData>();
  const { viewer } = usePreloadedQuery<UploadMemePageLoaderQuery>(uploadMemePageLoaderQuery, queryRef);
  const [image, setImage] = useState<File | null>(null);
  const [prompt, setPrompt] = useState('');
  const creator = useCreatorResults(viewer);

  const chooseImage = (file: File | null) => {
    creator.clear();
    setImage(file);
  };

  return (
    <RoutePage titleId="UploadMeme.title" subtitleId="UploadMeme.subtitle">
      <CreatorLayout
        onGenerate={() => void creator.run({ method: 'UPLOAD', prompt, image, count: 4 })}
        canGenerate={prompt.trim().length > 0 && image !== null}
        generating={creator.generating}
        balance={viewer ? <TokenWidget viewer={viewer} /> : null}
        results={
          <GenerationResultPanel
            status={creator.status}
            memes={creator.memes}
            offlineCaptions={creator.offlineCaptions}
            steps={HOW_TO_STEPS.upload}
            onRegenerate={creator.regenerate}
            onCreateNew={() => {
              creator.clear();
              setPrompt('');
              setImage(null);
            }}
            onUpdated={creator.update}
            editable
          />
        }
      >
        <ImageUploadArea file={image} onChange={chooseImage} disabled={creator.generating} />
        <PromptField value={prompt} onChange={setPrompt} disabled={creator.generating} samples={UPLOAD_SAMPLES} />
      </CreatorLayout>
      <LoginRequiredDialog open={creator.loginRequired} onClose={creator.closeLoginRequired} />
    </RoutePage>
  );
}
