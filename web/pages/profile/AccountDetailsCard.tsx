import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Badge } from '../../ui/Badge';
import { theme } from '../../ui/theme';
import type { AccountDetailsCard_user$key } from './__generated__/AccountDetailsCard_user.graphql';
import { SettingsCard } from './SettingsCard';

const detailsCSS = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;
  & dt {
    color: ${theme.color.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

type AccountDetailsCardProps = { user: AccountDetailsCard_user$key };

/** Username, email and, for administrators, a badge saying so. */
export function AccountDetailsCard({ user: userKey }: AccountDetailsCardProps) {
  const user = useFragment(
    graphql`
      fragment AccountDetailsCard_user on User {
        username
        email
        isAdmin
      }
    `,
    userKey,
  );

  return (
    <SettingsCard
      titleId="AccountDetails.title"
      aside={
        user.isAdmin ? (
          <Badge tone="accent">
            <FormattedMessage id="AccountDetails.adminBadge" />
          </Badge>
        ) : null
      }
    >
      <dl css={detailsCSS}>
        <dt>
          <FormattedMessage id="AccountDetails.username" />
        </dt>
        <dd>{user.username}</dd>
        <dt>
          <FormattedMessage id="AccountDetails.email" />
        </dt>
        <dd>{user.email ?? <FormattedMessage id="AccountDetails.noEmail" />}</dd>
      </dl>
    </SettingsCard>
  );
}
