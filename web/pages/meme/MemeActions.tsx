import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { FavoriteMemeButton } from '../../features/memes/FavoriteMemeButton';
import { copyImage, copyLink } from '../../features/memes/memeClipboard';
import { memeFileUrl } from '../../features/memes/memeDownloads';
import { ShareControls } from '../../features/sharing/ShareControls';
import { Button } from '../../ui/Button';
import { stackCSS } from '../../ui/stack';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { MemeActions_meme$key } from './__generated__/MemeActions_meme.graphql';
import { DeleteMemeButton } from './DeleteMemeButton';

const actionsCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  & > button {
    flex: 1 1 auto;
  }
`;

type MemeActionsProps = { meme: MemeActions_meme$key; viewerId: string; onEdit: () => void };

/** Copy image, Copy link (of this private page, while not shared), Edit, Favorite and Delete, and below them its share link. */
export function MemeActions({ meme: memeKey, viewerId, onEdit }: MemeActionsProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const meme = useFragment(
    graphql`
      fragment MemeActions_meme on Meme {
        id
        shareUrl
        ...FavoriteMemeButton_meme
        ...ShareControls_meme
      }
    `,
    memeKey,
  );
  const run = async (
    action: () => Promise<void>,
    done: 'MemeShare.copied' | 'MemePage.linkCopied',
    failed: 'GeneratedMeme.copyFailed' | 'MemePage.copyLinkFailed',
  ) => {
    try {
      await action();
      toast({ title: intl.formatMessage({ id: done }), variant: 'success' });
    } catch (error) {
      console.warn('Copying failed', error);
      toast({ title: intl.formatMessage({ id: failed }), variant: 'destructive' });
    }
  };

  return (
    <div css={stackCSS.md}>
      <div css={actionsCSS}>
        <Button variant="secondary" onClick={() => void run(() => copyImage(memeFileUrl(meme.id, 'png')), 'MemeShare.copied', 'GeneratedMeme.copyFailed')}>
          {intl.formatMessage({ id: 'MemePage.copyImage' })}
        </Button>
        {/* While shared, the share controls' Copy link (the public link) is the one to hand out: two
            buttons of the same name copying different links would be a trap. */}
        {!meme.shareUrl && (
          <Button variant="secondary" onClick={() => void run(() => copyLink(window.location.pathname), 'MemePage.linkCopied', 'MemePage.copyLinkFailed')}>
            {intl.formatMessage({ id: 'MemePage.copyLink' })}
          </Button>
        )}
        <Button variant="secondary" onClick={onEdit}>
          {intl.formatMessage({ id: 'MemePage.edit' })}
        </Button>
        <FavoriteMemeButton meme={meme} />
        <DeleteMemeButton memeId={meme.id} viewerId={viewerId} />
      </div>
      <ShareControls meme={meme} />
    </div>
  );
}
