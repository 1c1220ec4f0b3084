import { css } from '@emotion/react';
import { lazy, useState } from 'react';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import { RoutePage } from '../../features/page/RoutePage';
import { cardCSS } from '../../ui/Card';
import { LoadingBoundary } from '../../ui/LoadingBoundary';
import { theme } from '../../ui/theme';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { memePageLoaderQuery as MemePageLoaderQuery } from './__generated__/memePageLoaderQuery.graphql';
import { MemeActions } from './MemeActions';
import { MemeDetails } from './MemeDetails';
import { MemeDownloads } from './MemeDownloads';
import { memePageLoaderQuery, type MemePageLoaderData } from './memePageLoader';

// The editor (canvas drawing, the bundled fonts) loads only when Edit is pressed.
const MemeEditPanel = lazy(async () => ({ default: (await import('./MemeEditPanel')).MemeEditPanel }));

const layoutCSS = css`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr);
  gap: ${theme.space.lg};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const columnCSS = css`
  ${cardCSS};
  gap: ${theme.space.md};
`;

/** /memes/:id: one of the user's memes, large, with what it is made of and everything it can do. */
export function MemePage() {
  const data = usePreloadedQuery<MemePageLoaderQuery>(memePageLoaderQuery, useLoaderData<MemePageLoaderData>());
  const meme = data.node?.meme;
  // Another user's meme reads as null, like an id that names nothing: the same not-found page.
  if (!meme || !data.viewer) return <NotFoundPage />;
  return (
    <RoutePage titleId="MemePage.title">
      {/* Keyed: the page of another meme (the edit just saved) starts out of the editor. */}
      <MemeView key={meme.id} meme={meme} viewerId={data.viewer.id} />
    </RoutePage>
  );
}

type ShownMeme = NonNullable<NonNullable<MemePageLoaderQuery['response']['node']>['meme']>;

function MemeView({ meme, viewerId }: { meme: ShownMeme; viewerId: string }) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <LoadingBoundary>
      <MemeEditPanel meme={meme} viewerId={viewerId} onCancel={() => setEditing(false)} />
    </LoadingBoundary>
  ) : (
    <div css={layoutCSS}>
      <div css={columnCSS}>
        <MemeDetails meme={meme} />
      </div>
      <div css={columnCSS}>
        <MemeDownloads meme={meme} />
        <MemeActions meme={meme} viewerId={viewerId} onEdit={() => setEditing(true)} />
      </div>
    </div>
  );
}
