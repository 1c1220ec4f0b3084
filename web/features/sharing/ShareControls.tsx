// Share and Stop sharing for one of the viewer's memes (the meme page, /memes/:id). Sharing
// publishes the meme at a public page (Meme.shareUrl, /s/<id>) that anyone with the link may open
// and that chat apps preview; stopping ends that link at once. Private is the default.
import { css } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { MessageId } from '../../i18n/messageIds';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormField } from '../../ui/FormField';
import { stackCSS } from '../../ui/stack';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { ShareControls_meme$key } from './__generated__/ShareControls_meme.graphql';
import type { ShareControlsShareMutation } from './__generated__/ShareControlsShareMutation.graphql';
import type { ShareControlsStopMutation } from './__generated__/ShareControlsStopMutation.graphql';

const rowCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

const noteCSS = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

const unpublishedTitleCSS = css`
  margin: 0;
  font-weight: 700;
  color: ${theme.color.destructive};
`;

const linkFieldCSS = css`
  input {
    direction: ltr;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.85rem;
  }
`;

export type ShareControlsProps = {
  /** The meme (a `...ShareControls_meme` spread): its id, share link and when it was shared. */
  meme: ShareControls_meme$key;
};

/**
 * While the meme is private: a note and Share (publishes it, then hands the link to the system's
 * share sheet where there is one, else copies it). While shared: the link with Copy link, Share,
 * and Stop sharing, which asks first. Once a moderator unpublished the meme: when, and no Share.
 */
export function ShareControls({ meme: memeRef }: ShareControlsProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const meme = useFragment(
    graphql`
      fragment ShareControls_meme on Meme {
        id
        shareUrl
        sharedAt
        unpublishedAt
      }
    `,
    memeRef,
  );
  const [commitShare, sharing] = useMutation<ShareControlsShareMutation>(graphql`
    mutation ShareControlsShareMutation($input: ShareMemeInput!) {
      shareMeme(input: $input) {
        __typename
        ... on ShareMemeSuccess {
          meme {
            id
            shareUrl
            sharedAt
          }
        }
      }
    }
  `);
  const [commitStop, stopping] = useMutation<ShareControlsStopMutation>(graphql`
    mutation ShareControlsStopMutation($input: StopSharingMemeInput!) {
      stopSharingMeme(input: $input) {
        __typename
        ... on StopSharingMemeSuccess {
          meme {
            id
            shareUrl
            sharedAt
          }
        }
      }
    }
  `);
  const text = (id: MessageId) => intl.formatMessage({ id });
  const failed = () => toast({ variant: 'destructive', title: text('ShareControls.failed') });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: 'success', title: text('ShareControls.linkCopied') });
    } catch {
      toast({ variant: 'destructive', title: text('ShareControls.copyFailed') });
    }
  };

  /** The system's share sheet where there is one (phones), else the clipboard. */
  const handOut = async (url: string) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, title: text('App.name') });
        return;
      } catch (error) {
        // Closing the sheet is a choice, not a failure; a sheet refused (e.g. no user gesture left) falls back to copying.
        if ((error as DOMException).name === 'AbortError') return;
      }
    }
    await copy(url);
  };

  const share = () => {
    if (meme.shareUrl) {
      void handOut(meme.shareUrl);
      return;
    }
    commitShare({
      variables: { input: { memeId: meme.id } },
      onCompleted: ({ shareMeme: result }) => {
        if (result.__typename === 'ShareMemeSuccess' && result.meme.shareUrl) void handOut(result.meme.shareUrl);
        else failed();
      },
      onError: (error) => {
        console.error('Sharing the meme failed', error);
        failed();
      },
    });
  };

  const stop = () => {
    commitStop({
      variables: { input: { memeId: meme.id } },
      onCompleted: ({ stopSharingMeme: result }) => {
        setConfirming(false);
        if (result.__typename !== 'StopSharingMemeSuccess') failed();
      },
      onError: (error) => {
        console.error('Stopping the share failed', error);
        setConfirming(false);
        failed();
      },
    });
  };

  if (meme.unpublishedAt) {
    return (
      <section css={stackCSS.sm} aria-label={text('ShareControls.share')}>
        <p css={unpublishedTitleCSS}>{text('ShareControls.unpublishedTitle')}</p>
        <p css={noteCSS}>
          {intl.formatMessage({ id: 'ShareControls.unpublishedText' }, { date: intl.formatDate(meme.unpublishedAt, { dateStyle: 'medium' }) })}
        </p>
      </section>
    );
  }

  return (
    <section css={stackCSS.sm} aria-label={text('ShareControls.share')}>
      {meme.shareUrl ? (
        <>
          <p css={noteCSS}>
            {text('ShareControls.publicNote')}
            {meme.sharedAt ? (
              <>
                {' · '}
                <time dateTime={meme.sharedAt}>{intl.formatDate(meme.sharedAt, { dateStyle: 'medium' })}</time>
              </>
            ) : null}
          </p>
          <div css={linkFieldCSS}>
            <FormField label={text('ShareControls.linkLabel')} value={meme.shareUrl} readOnly onFocus={(event) => event.currentTarget.select()} />
          </div>
          <div css={rowCSS}>
            <Button onClick={() => void copy(meme.shareUrl!)}>{text('ShareControls.copyLink')}</Button>
            <Button variant="secondary" onClick={share}>
              {text('ShareControls.share')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(true)} disabled={stopping}>
              {text('ShareControls.stopSharing')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p css={noteCSS}>{text('ShareControls.privateNote')}</p>
          <div css={rowCSS}>
            <Button onClick={share} disabled={sharing}>
              {text('ShareControls.share')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={text('ShareControls.confirmTitle')}
        description={text('ShareControls.confirmText')}
        cancelId="ShareControls.cancel"
        confirmId="ShareControls.stopSharing"
        pending={stopping}
        onCancel={() => setConfirming(false)}
        onConfirm={stop}
      />
    </section>
  );
}
