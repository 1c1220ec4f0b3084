import type { ReactNode } from 'react';
import type { MessageId } from '../../i18n/messageIds';
import type { RecentMemes_user$key } from '../memes/__generated__/RecentMemes_user.graphql';
import { RecentMemes } from '../memes/RecentMemes';
import { RoutePage } from '../page/RoutePage';
import type { useViewerTokens_viewer$key } from '../tokens/__generated__/useViewerTokens_viewer.graphql';
import { TokenWidget } from '../tokens/TokenWidget';
import { CreatorLayout } from './CreatorLayout';
import { GenerationResultPanel } from './GenerationResultPanel';
import { LoginRequiredDialog } from './LoginRequiredDialog';
import type { CreatorResults } from './useCreatorResults';
import type { GenerationRequest, Generator } from './useMemeGeneration';

type CreatorPageProps = {
  titleId: MessageId;
  subtitleId: MessageId;
  viewer: (NonNullable<Generator> & useViewerTokens_viewer$key & RecentMemes_user$key) | null | undefined;
  creator: CreatorResults;
  /** What the inputs ask for, or null while one is missing ('Generate' stays disabled). */
  request: GenerationRequest | null;
  /** The empty result panel's how-to steps. */
  steps: readonly MessageId[];
  /** Results can be edited (template and upload flows). */
  editable?: boolean;
  /** Empties the page's own inputs when the user starts over ('Create new'). */
  onReset: () => void;
  /** The page's inputs: picture chooser, prompt field. */
  children: ReactNode;
};

/**
 * The frame every creator page shares (text, template, upload, create): inputs and Generate on
 * one side, balance, results with regenerate and start-over on the other, the user's recent memes under
 * them, 'Login Required' for visitors. Pages supply only their inputs and the request those make.
 */
export function CreatorPage({ titleId, subtitleId, viewer, creator, request, steps, editable = false, onReset, children }: CreatorPageProps) {
  return (
    <RoutePage titleId={titleId} subtitleId={subtitleId}>
      <CreatorLayout
        onGenerate={() => void (request && creator.run(request))}
        canGenerate={request !== null}
        generating={creator.generating}
        balance={viewer ? <TokenWidget viewer={viewer} /> : null}
        results={
          <GenerationResultPanel
            status={creator.status}
            progress={creator.progress}
            memes={creator.memes}
            captionEngine={creator.captionEngine}
            captionLanguage={creator.captionLanguage}
            steps={steps}
            onRegenerate={creator.regenerate}
            onCreateNew={() => {
              creator.clear();
              onReset();
            }}
            onUpdated={creator.update}
            editable={editable}
          />
        }
      >
        {children}
      </CreatorLayout>
      {viewer ? <RecentMemes user={viewer} /> : null}
      <LoginRequiredDialog open={creator.loginRequired} onClose={creator.closeLoginRequired} />
    </RoutePage>
  );
}
