import { css } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { HeartIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import { useSetMemeFavorite } from '../memes/useSetMemeFavorite';
import { EditMemeDialog } from './EditMemeDialog';
import { captionLine, type GeneratedMeme } from './generatedMeme';
import { MemeImage } from './MemeImage';
import { OnImageCaptionEditor } from './OnImageCaptionEditor';
import { useMemeActions } from './useMemeActions';

const cardCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;

const captionCSS = css`
  font-size: 0.9rem;
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const actionsCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  & button {
    flex: 1 1 auto;
    min-block-size: 34px;
    padding-inline: ${theme.space.sm};
    font-size: 0.85rem;
  }
  & button[aria-pressed='true'] {
    color: ${theme.color.destructive};
  }
`;

type MemeCardProps = { meme: GeneratedMeme; onUpdated: (meme: GeneratedMeme) => void };

/** A result card: the picture, its captions, Download, Favorite, Copy, the caption editor and (GIFs) 'Edit On Image'. */
export function MemeCard({ meme, onUpdated }: MemeCardProps) {
  const intl = useIntl();
  const actions = useMemeActions();
  const { toast } = useToast();
  const saveFavorite = useSetMemeFavorite();
  // New memes are no favourites; the star shows at once and goes back if saving fails.
  const [favorite, setFavorite] = useState(false);
  const toggleFavorite = async () => {
    const next = !favorite;
    setFavorite(next);
    if (await saveFavorite(meme.id, next)) return;
    setFavorite(!next);
    toast({ title: intl.formatMessage({ id: 'MemePage.favoriteFailed' }), variant: 'destructive' });
  };
  const [editing, setEditing] = useState(false);
  const [onImage, setOnImage] = useState(false);
  const isGif = meme.type === 'GIF';

  return (
    <article css={cardCSS} data-meme={meme.id} aria-label={captionLine(meme)}>
      {onImage ? (
        <OnImageCaptionEditor
          meme={meme}
          onDone={(updated) => {
            if (updated) onUpdated(updated);
            setOnImage(false);
          }}
        />
      ) : (
        <MemeImage meme={meme} />
      )}
      <p css={captionCSS}>{captionLine(meme)}</p>
      {meme.layoutOf ? (
        <p css={captionCSS} data-layout-note>
          {intl.formatMessage({ id: 'GeneratedMeme.layoutNote' }, meme.layoutOf)}
        </p>
      ) : null}
      <div css={actionsCSS}>
        <Button variant="secondary" onClick={() => void actions.download(meme)}>
          {intl.formatMessage({ id: 'GeneratedMeme.download' })}
        </Button>
        <Button variant="secondary" aria-pressed={favorite} onClick={() => void toggleFavorite()}>
          <HeartIcon size={16} />
          {intl.formatMessage({ id: 'GeneratedMeme.favorite' })}
        </Button>
        <Button variant="secondary" onClick={() => void actions.copy(meme)}>
          {intl.formatMessage({ id: 'GeneratedMeme.copy' })}
        </Button>
        <Button variant="ghost" onClick={() => setEditing(true)}>
          {intl.formatMessage({ id: 'GeneratedMeme.editCaptions' })}
        </Button>
        {isGif && !onImage ? (
          <Button variant="ghost" onClick={() => setOnImage(true)}>
            {intl.formatMessage({ id: 'GeneratedMeme.editOnImage' })}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <EditMemeDialog
          meme={meme}
          open={editing}
          onClose={() => setEditing(false)}
          onUpdated={onUpdated}
          favorite={favorite}
          onToggleFavorite={() => void toggleFavorite()}
        />
      ) : null}
    </article>
  );
}
