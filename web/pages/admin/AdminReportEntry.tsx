// One reported meme of the admin Reports tab: its picture, the reasons counted, what reporters
// wrote, its owner and when it was shared, and the four actions, each asked first.
import { css } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { MessageId } from '../../i18n/messageIds';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { cardCSS } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { stackCSS } from '../../ui/stack';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { AdminReportEntry_entry$key } from './__generated__/AdminReportEntry_entry.graphql';
import { actionsCellCSS, linkCSS } from './adminStyles';

const entryCSS = css`
  ${cardCSS};
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 720px) {
    grid-template-columns: 240px minmax(0, 1fr);
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.md};
  }
  p {
    margin: 0;
  }
`;

const reasonsCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const quoteCSS = css`
  margin: 0;
  padding-inline-start: ${theme.space.md};
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
`;

type Action = 'dismiss' | 'unpublish' | 'delete' | 'ban';

const ACTIONS: Record<Action, { label: MessageId; title: MessageId; description: MessageId }> = {
  dismiss: { label: 'AdminReports.dismiss', title: 'AdminReports.dismissTitle', description: 'AdminReports.dismissDescription' },
  unpublish: { label: 'AdminReports.unpublish', title: 'AdminReports.unpublishTitle', description: 'AdminReports.unpublishDescription' },
  delete: { label: 'AdminReports.delete', title: 'AdminReports.deleteTitle', description: 'AdminReports.deleteDescription' },
  ban: { label: 'AdminReports.banOwner', title: 'AdminReports.banTitle', description: 'AdminReports.banDescription' },
};

/** `onDone` refreshes the queue: the entry leaves it and the tab's count drops. */
export function AdminReportEntry({ entry: entryKey, onDone }: { entry: AdminReportEntry_entry$key; onDone: () => void }) {
  const intl = useIntl();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const entry = useFragment(
    graphql`
      fragment AdminReportEntry_entry on ModerationQueueEntry {
        reportCount
        latestReportAt
        details
        reasons {
          reason
          count
        }
        meme {
          id
          versionedImageUrl
          description
          sharedAt
        }
        owner {
          databaseId
          username
        }
      }
    `,
    entryKey,
  );
  const [commitDismiss, dismissing] = useMutation(graphql`
    mutation AdminReportEntryDismissMutation($input: ModeratedMemeInput!) {
      dismissMemeReports(input: $input) {
        __typename
      }
    }
  `);
  const [commitUnpublish, unpublishing] = useMutation(graphql`
    mutation AdminReportEntryUnpublishMutation($input: ModeratedMemeInput!) {
      unpublishMeme(input: $input) {
        __typename
      }
    }
  `);
  const [commitDelete, deleting] = useMutation(graphql`
    mutation AdminReportEntryDeleteMutation($input: ModeratedMemeInput!) {
      adminDeleteMeme(input: $input) {
        __typename
      }
    }
  `);
  const [commitBan, banning] = useMutation(graphql`
    mutation AdminReportEntryBanMutation($input: ModeratedMemeInput!) {
      banMemeOwner(input: $input) {
        __typename
      }
    }
  `);
  const commits = { dismiss: commitDismiss, unpublish: commitUnpublish, delete: commitDelete, ban: commitBan };
  const pending = dismissing || unpublishing || deleting || banning;
  const text = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const username = entry.owner.username;

  const run = (action: Action) => {
    const failed = () => toast({ variant: 'destructive', title: text('AdminReports.failed') });
    commits[action]({
      variables: { input: { memeId: entry.meme.id } },
      onCompleted: (response) => {
        setConfirming(null);
        const typename = (Object.values(response)[0] as { __typename: string }).__typename;
        if (typename.endsWith('Payload')) {
          toast({ variant: 'success', title: text('AdminReports.done') });
          onDone();
        } else failed();
      },
      onError: (error) => {
        console.error('Moderation action failed', error);
        setConfirming(null);
        failed();
      },
    });
  };

  return (
    <article css={entryCSS} aria-label={intl.formatMessage({ id: 'AdminReports.reportCount' }, { count: entry.reportCount })}>
      <img src={entry.meme.versionedImageUrl} alt={entry.meme.description ?? text('AdminReports.memeAlt')} loading="lazy" />
      <div css={stackCSS.sm}>
        <p>
          <strong>{intl.formatMessage({ id: 'AdminReports.reportCount' }, { count: entry.reportCount })}</strong>
          {' · '}
          {text('AdminReports.lastReport', { date: intl.formatDate(entry.latestReportAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
        <div css={reasonsCSS}>
          {entry.reasons.map(({ reason, count }) => (
            <Badge key={reason} tone="warning">
              {`${text(`ReportForm.reason.${reason.toLowerCase()}` as MessageId)} × ${count}`}
            </Badge>
          ))}
        </div>
        {entry.details.length > 0 ? (
          <div css={stackCSS.sm}>
            <p>{text('AdminReports.details')}</p>
            {entry.details.map((detail, index) => (
              <blockquote key={index} css={quoteCSS}>
                {detail}
              </blockquote>
            ))}
          </div>
        ) : null}
        <p>
          <Link to={`/admin/users/${entry.owner.databaseId}`} css={linkCSS}>
            {text('AdminReports.owner', { username })}
          </Link>
          {entry.meme.sharedAt ? ` · ${text('AdminReports.sharedAt', { date: intl.formatDate(entry.meme.sharedAt, { dateStyle: 'medium' }) })}` : null}
        </p>
        <div css={actionsCellCSS}>
          {(Object.keys(ACTIONS) as Action[]).map((action) => (
            <Button key={action} variant={action === 'dismiss' ? 'secondary' : 'destructive'} disabled={pending} onClick={() => setConfirming(action)}>
              {text(ACTIONS[action].label)}
            </Button>
          ))}
        </div>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? text(ACTIONS[confirming].title, { username }) : ''}
        description={confirming ? text(ACTIONS[confirming].description) : ''}
        cancelId="AdminReports.cancel"
        confirmId={confirming ? ACTIONS[confirming].label : 'AdminReports.dismiss'}
        confirmVariant={confirming === 'dismiss' ? 'primary' : 'destructive'}
        pending={pending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && run(confirming)}
      />
    </article>
  );
}
