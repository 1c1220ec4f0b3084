import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useMutationForm } from '../../features/forms/useMutationForm';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { cardCSS } from '../../ui/Card';
import { Dialog, dialogActionsCSS } from '../../ui/Dialog';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { MessageId } from '../../i18n/messageIds';
import { useShellViewer } from '../layout/useShellViewer';
import type { AdminUserProfile_user$key } from './__generated__/AdminUserProfile_user.graphql';
import type { AdminUserProfileStatusMutation } from './__generated__/AdminUserProfileStatusMutation.graphql';
import type { AdminUserProfileRoleMutation } from './__generated__/AdminUserProfileRoleMutation.graphql';
import { sectionTitleCSS } from './adminStyles';

const factsCSS = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  & dt {
    color: ${theme.color.textMuted};
  }
  & dd {
    overflow-wrap: anywhere;
  }
`;

const actionsCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-block-start: ${theme.space.sm};
`;

type Confirmable = 'ban' | 'unban' | 'grant' | 'revoke';

const CONFIRMATIONS: Record<Confirmable, { title: MessageId; description: MessageId; confirm: MessageId }> = {
  ban: { title: 'AdminUser.banTitle', description: 'AdminUser.banDescription', confirm: 'AdminUser.banConfirm' },
  unban: { title: 'AdminUser.unbanTitle', description: 'AdminUser.unbanDescription', confirm: 'AdminUser.unban' },
  grant: { title: 'AdminUser.grantTitle', description: 'AdminUser.grantDescription', confirm: 'AdminUser.grantAdmin' },
  revoke: { title: 'AdminUser.revokeTitle', description: 'AdminUser.revokeDescription', confirm: 'AdminUser.revokeAdmin' },
};

/** Who the user is, their status and role, and the ban and admin-rights actions. */
export function AdminUserProfile({ user }: { user: AdminUserProfile_user$key }) {
  const intl = useIntl();
  const titleId = useId();
  const { toast } = useToast();
  const viewer = useShellViewer();
  // Every action that changes who may do what is confirmed first: ban, unban, make admin, remove admin.
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const data = useFragment(
    graphql`
      fragment AdminUserProfile_user on User {
        id
        databaseId
        username
        email
        status
        isAdmin
        createdAt
        memeCount @required(action: THROW)
        purchaseCount @required(action: THROW)
      }
    `,
    user,
  );
  const failed = (description?: string): void => {
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'AdminUser.errorTitle' }),
      description: description ?? intl.formatMessage({ id: 'AdminUser.actionFailed' }),
    });
  };
  const succeeded = (id: 'AdminUser.bannedToast' | 'AdminUser.unbannedToast' | 'AdminUser.grantedToast' | 'AdminUser.revokedToast'): void => {
    toast({
      variant: 'success',
      title: intl.formatMessage({ id: 'AdminUser.successTitle' }),
      description: intl.formatMessage({ id }, { username: data.username }),
    });
  };
  const statusForm = useMutationForm<AdminUserProfileStatusMutation>(
    graphql`
      mutation AdminUserProfileStatusMutation($input: SetUserStatusInput!) {
        setUserStatus(input: $input) {
          ... on SetUserStatusPayload {
            user {
              id
              status
            }
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'setUserStatus',
      onSuccess: (_, { input }) => succeeded(input.status === 'BANNED' ? 'AdminUser.bannedToast' : 'AdminUser.unbannedToast'),
      onFailure: failed,
    },
  );
  const roleForm = useMutationForm<AdminUserProfileRoleMutation>(
    graphql`
      mutation AdminUserProfileRoleMutation($input: SetUserAdminInput!) {
        setUserAdmin(input: $input) {
          ... on SetUserAdminPayload {
            user {
              id
              isAdmin
            }
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'setUserAdmin',
      onSuccess: (_, { input }) => succeeded(input.isAdmin ? 'AdminUser.grantedToast' : 'AdminUser.revokedToast'),
      onFailure: failed,
    },
  );
  const banned = data.status !== 'active';
  const isSelf = viewer?.id === data.id;

  const setStatus = (status: 'ACTIVE' | 'BANNED') => {
    setConfirming(null);
    statusForm.submit({ input: { userId: data.id, status } });
  };
  const setAdmin = (isAdmin: boolean) => {
    setConfirming(null);
    roleForm.submit({ input: { userId: data.id, isAdmin } });
  };
  const dialog = confirming ? CONFIRMATIONS[confirming] : null;

  return (
    <section css={cardCSS} aria-labelledby={titleId}>
      <h2 id={titleId} css={sectionTitleCSS}>
        {data.username}
      </h2>
      <dl css={factsCSS}>
        <dt>
          <FormattedMessage id="AdminUsers.id" />
        </dt>
        <dd>{data.databaseId}</dd>
        <dt>
          <FormattedMessage id="AdminUsers.email" />
        </dt>
        <dd>{data.email || '-'}</dd>
        <dt>
          <FormattedMessage id="AdminUser.joined" />
        </dt>
        <dd>
          <time dateTime={data.createdAt}>{intl.formatDate(data.createdAt, { dateStyle: 'medium' })}</time>
        </dd>
        <dt>
          <FormattedMessage id="AdminUsers.status" />
        </dt>
        <dd>
          <Badge tone={banned ? 'destructive' : 'success'}>
            <FormattedMessage id={banned ? 'AdminUsers.statusBanned' : 'AdminUsers.statusActive'} />
          </Badge>
        </dd>
        <dt>
          <FormattedMessage id="AdminUsers.role" />
        </dt>
        <dd>
          <Badge tone={data.isAdmin ? 'accent' : 'neutral'}>
            <FormattedMessage id={data.isAdmin ? 'AdminUsers.roleAdmin' : 'AdminUsers.roleUser'} />
          </Badge>
        </dd>
        <dt>
          <FormattedMessage id="AdminUser.memes" />
        </dt>
        <dd>{intl.formatNumber(data.memeCount)}</dd>
        <dt>
          <FormattedMessage id="AdminUser.purchases" />
        </dt>
        <dd>{intl.formatNumber(data.purchaseCount)}</dd>
      </dl>
      <div css={actionsCSS}>
        {banned ? (
          <Button variant="secondary" disabled={statusForm.pending} onClick={() => setConfirming('unban')}>
            <FormattedMessage id="AdminUser.unban" />
          </Button>
        ) : isSelf ? null : (
          <Button variant="destructive" disabled={statusForm.pending} onClick={() => setConfirming('ban')}>
            <FormattedMessage id="AdminUser.ban" />
          </Button>
        )}
        <Button variant="secondary" disabled={roleForm.pending} onClick={() => setConfirming(data.isAdmin ? 'revoke' : 'grant')}>
          <FormattedMessage id={data.isAdmin ? 'AdminUser.revokeAdmin' : 'AdminUser.grantAdmin'} />
        </Button>
      </div>
      <Dialog
        role="alertdialog"
        open={dialog !== null}
        onClose={() => setConfirming(null)}
        title={dialog ? intl.formatMessage({ id: dialog.title }, { username: data.username }) : ''}
        description={dialog ? intl.formatMessage({ id: dialog.description }) : ''}
      >
        <div css={dialogActionsCSS}>
          <Button variant="secondary" data-autofocus onClick={() => setConfirming(null)}>
            <FormattedMessage id="AffiliateSiteForm.cancel" />
          </Button>
          {dialog ? (
            <Button
              variant={confirming === 'ban' ? 'destructive' : 'primary'}
              onClick={() =>
                confirming === 'ban' || confirming === 'unban' ? setStatus(confirming === 'ban' ? 'BANNED' : 'ACTIVE') : setAdmin(confirming === 'grant')
              }
            >
              <FormattedMessage id={dialog.confirm} />
            </Button>
          ) : null}
        </div>
      </Dialog>
    </section>
  );
}
