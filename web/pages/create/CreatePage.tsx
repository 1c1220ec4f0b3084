import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { ImageUploadArea } from '../../features/generation/ImageUploadArea';
import { PromptField } from '../../features/generation/PromptField';
import { HOW_TO_STEPS, UPLOAD_SAMPLES } from '../../features/generation/samplePrompts';
import { TemplateChooser } from '../../features/generation/TemplateChooser';
import { CreatorPage } from '../../features/generation/CreatorPage';
import { useCreatorResults } from '../../features/generation/useCreatorResults';
import type { GenerationRequest } from '../../features/generation/useMemeGeneration';
import type { PickedTemplate } from '../../features/templates/TemplateCard';
import { theme } from '../../ui/theme';
import type { creatorPageLoaderQuery as CreatorPageLoaderQuery } from '../../features/generation/__generated__/creatorPageLoaderQuery.graphql';
import { creatorPageLoaderQuery, type CreatorPageLoaderData } from '../../features/generation/creatorPageLoader';

const orCSS = css`
  text-align: center;
  color: ${theme.color.textMuted};
  font-size: 0.85rem;
`;

type Picture = { kind: 'upload'; file: File } | { kind: 'template'; template: PickedTemplate } | null;

/** /create: a prompt plus a picture, uploaded or found in the template dialog; choosing one clears the other. */
export function CreatePage() {
  const queryRef = useLoaderData<CreatorPageLoaderData>();
  const { viewer } = usePreloadedQuery<CreatorPageLoaderQuery>(creatorPageLoaderQuery, queryRef);
  const [picture, setPicture] = useState<Picture>(null);
  const [prompt, setPrompt] = useState('');
  const creator = useCreatorResults(viewer);

  const choose = (next: Picture) => {
    creator.clear();
    setPicture(next);
  };
  const request = (): GenerationRequest | null => {
    if (!prompt.trim() || !picture) return null;
    return picture.kind === 'template'
      ? { method: 'TEMPLATE', prompt, templateId: picture.template.slug, count: 4 }
      : { method: 'UPLOAD', prompt, image: picture.file, count: 4 };
  };

  return (
    <CreatorPage
      titleId="Create.title"
      subtitleId="Create.subtitle"
      viewer={viewer}
      creator={creator}
      request={request()}
      steps={HOW_TO_STEPS.create}
      editable
      onReset={() => {
        setPrompt('');
        setPicture(null);
      }}
    >
      <ImageUploadArea
        file={picture?.kind === 'upload' ? picture.file : null}
        onChange={(file) => choose(file ? { kind: 'upload', file } : null)}
        disabled={creator.generating}
      />
      <p css={orCSS}>
        <FormattedMessage id="Create.or" />
      </p>
      <TemplateChooser
        template={picture?.kind === 'template' ? picture.template : null}
        onChange={(template) => choose(template ? { kind: 'template', template } : null)}
        disabled={creator.generating}
        chooseLabelId="Create.searchTemplates"
      />
      <PromptField value={prompt} onChange={setPrompt} disabled={creator.generating} samples={UPLOAD_SAMPLES} />
    </CreatorPage>
  );
}
