import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { CreatorLayout } from '../../features/generation/CreatorLayout';
import { GenerationResultPanel } from '../../features/generation/GenerationResultPanel';
import { ImageUploadArea } from '../../features/generation/ImageUploadArea';
import { LoginRequiredDialog } from '../../features/generation/LoginRequiredDialog';
import { PromptField } from '../../features/generation/PromptField';
import { HOW_TO_STEPS, UPLOAD_SAMPLES } from '../../features/generation/samplePrompts';
import { TemplateChooser } from '../../features/generation/TemplateChooser';
import { useCreatorResults } from '../../features/generation/useCreatorResults';
import { RoutePage } from '../../features/page/RoutePage';
import type { PickedTemplate } from '../../features/templates/TemplateCard';
import { TokenWidget } from '../../features/tokens/TokenWidget';
import { theme } from '../../ui/theme';
import type { createPageLoaderQuery as CreatePageLoaderQuery } from './__generated__/createPageLoaderQuery.graphql';
import { createPageLoaderQuery, type CreatePageLoaderData } from './createPageLoader';

const orCSS = css`
  text-align: center;
  color: ${theme.color.textMuted};
  font-size: 0.85rem;
`;

type Picture = { kind: 'upload'; file: File } | { kind: 'template'; template: PickedTemplate } | null;

/** /create: a prompt plus a picture, uploaded or found in the template dialog; choosing one clears the other. */
export function CreatePage() {
  const queryRef = useLoaderData<CreatePageLoaderData>();
  const { viewer } = usePreloadedQuery<CreatePageLoaderQuery>(createPageLoaderQuery, queryRef);
  const [picture, setPicture] = useState<Picture>(null);
  const [prompt, setPrompt] = useState('');
  const creator = useCreatorResults(viewer);

  const choose = (next: Picture) => {
    creator.clear();
    setPicture(next);
  };
  const generate = () =>
    void creator.run(
      picture?.kind === 'template'
        ? { method: 'TEMPLATE', prompt, templateId: picture.template.slug, count: 4 }
        : { method: 'UPLOAD', prompt, image: picture?.kind === 'upload' ? picture.file : null, count: 4 },
    );

  return (
    <RoutePage titleId="Create.title" subtitleId="Create.subtitle">
      <CreatorLayout
        onGenerate={generate}
        canGenerate={prompt.trim().length > 0 && picture !== null}
        generating={creator.generating}
        balance={viewer ? <TokenWidget viewer={viewer} /> : null}
        results={
          <GenerationResultPanel
            status={creator.status}
            memes={creator.memes}
            offlineCaptions={creator.offlineCaptions}
            steps={HOW_TO_STEPS.create}
            onRegenerate={creator.regenerate}
            onCreateNew={() => {
              creator.clear();
              setPrompt('');
              setPicture(null);
            }}
            onUpdated={creator.update}
            editable
          />
        }
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
      </CreatorLayout>
      <LoginRequiredDialog open={creator.loginRequired} onClose={creator.closeLoginRequired} />
    </RoutePage>
  );
}
