import { css } from '@emotion/react';
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { LazyTemplateEditor } from '../../features/editor/LazyTemplateEditor';
import type { GeneratedMeme } from '../../features/generation/generatedMeme';
import { LoginRequiredDialog } from '../../features/generation/LoginRequiredDialog';
import { MultiMemeGenerator } from '../../features/generation/MultiMemeGenerator';
import { useMemeGeneration, type GenerationOutcome, type Generator } from '../../features/generation/useMemeGeneration';
import { panelCSS } from '../../ui/Panel';
import { stackCSS } from '../../ui/stack';
import { Tabs } from '../../ui/Tabs';
import { theme } from '../../ui/theme';
import { LoadingBoundary } from '../../ui/LoadingBoundary';

const tabLabelCSS = css`
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  & small {
    font-weight: 400;
    font-size: 0.75rem;
    color: ${theme.color.textMuted};
  }
`;

// The results (meme cards with their editor, download and share) appear only after a generation:
// their code loads when one starts, not with the page.
const loadResultsGrid = () => import('../../features/generation/MemeResultsGrid');
const MemeResultsGrid = lazy(async () => ({ default: (await loadResultsGrid()).MemeResultsGrid }));
const loadProgress = () => import('../../features/generation/GenerationProgress');
const GenerationProgress = lazy(async () => ({ default: (await loadProgress()).GenerationProgress }));

function TabLabel({ title, hint }: { title: string; hint: string }) {
  return (
    <span css={tabLabelCSS}>
      {title}
      <small>{hint}</small>
    </span>
  );
}

/**
 * The mode switch: 'Text-to-Meme' (the multi-meme generator, then 'YOUR MEMES') and 'Template
 * Editor' (the template browser and caption editor, loaded when first opened).
 */
export function HomeModes({ viewer }: { viewer: Generator }) {
  const intl = useIntl();
  const generation = useMemeGeneration(viewer, 'memes');
  const [results, setResults] = useState<GenerationOutcome | null>(null);

  const update = (meme: GeneratedMeme) =>
    setResults((current) => current && { ...current, memes: current.memes.map((old) => (old.id === meme.id ? meme : old)) });
  const createMore = () => {
    setResults(null);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const generate: typeof generation.generate = (request) => {
    void loadResultsGrid();
    void loadProgress();
    return generation.generate(request);
  };

  const aiPanel = results ? (
    <LoadingBoundary>
      <MemeResultsGrid
        memes={results.memes}
        captionEngine={results.captionEngine}
        captionLanguage={results.captionLanguage}
        onUpdated={update}
        onCreateMore={createMore}
      />
    </LoadingBoundary>
  ) : (
    <div css={stackCSS.md}>
      <MultiMemeGenerator generate={generate} generating={generation.generating} onGenerated={setResults} />
      {generation.progress ? (
        <section css={panelCSS} aria-busy aria-label={intl.formatMessage({ id: 'MemeResults.title' })}>
          <LoadingBoundary>
            <GenerationProgress progress={generation.progress} />
          </LoadingBoundary>
        </section>
      ) : null}
    </div>
  );

  return (
    <>
      <Tabs
        label={intl.formatMessage({ id: 'Home.modes' })}
        items={[
          {
            id: 'ai',
            label: <TabLabel title={intl.formatMessage({ id: 'Home.mode.ai' })} hint={intl.formatMessage({ id: 'Home.mode.aiHint' })} />,
            panel: aiPanel,
          },
          {
            id: 'template',
            label: <TabLabel title={intl.formatMessage({ id: 'Home.mode.template' })} hint={intl.formatMessage({ id: 'Home.mode.templateHint' })} />,
            panel: <LazyTemplateEditor />,
          },
        ]}
      />
      <LoginRequiredDialog open={generation.loginRequired} onClose={generation.closeLoginRequired} />
    </>
  );
}
