import { css } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Badge } from '../../ui/Badge';
import { cardCSS } from '../../ui/Card';
import { spreadRowCSS } from '../../ui/stack';
import { theme } from '../../ui/theme';
import type { AccountDetailsCard_user$key } from './__generated__/AccountDetailsCard_user.graphql';
import { cardTitleCSS } from './settingsStyles';

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
  const titleId = useId();
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
    <section css={cardCSS} aria-labelledby={titleId}>
      <div css={spreadRowCSS}>
        <h2 id={titleId} css={cardTitleCSS}>
          <FormattedMessage id="AccountDetails.title" />
        </h2>
        {user.isAdmin ? (
          <Badge tone="accent">
            <FormattedMessage id="AccountDetails.adminBadge" />
          </Badge>
        ) : null}
      </div>
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
    </section>
  );
}
