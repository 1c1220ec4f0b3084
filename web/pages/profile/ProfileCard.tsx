import { css } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Avatar } from '../../ui/Avatar';
import { ButtonLink } from '../../ui/ButtonLink';
import { cardCSS } from '../../ui/Card';
import { FuelIcon, SettingsIcon, ShieldIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import type { ProfileCard_user$key } from './__generated__/ProfileCard_user.graphql';
import { TokenCount } from '../../features/tokens/TokenCount';

const identityCSS = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xs};
  text-align: center;
  overflow-wrap: anywhere;
  & h2 {
    margin-block-start: ${theme.space.sm};
    font-size: 1.3rem;
  }
`;

const mutedCSS = css`
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

const balanceCSS = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin-block: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  & dl {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
  }
  & dt {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    white-space: nowrap;
    color: ${theme.color.textMuted};
    font-size: 0.9rem;
  }
  & dd {
    margin: 0;
    font-family: ${theme.font.display};
    font-size: 1.6rem;
    color: ${theme.color.accent};
    font-variant-numeric: tabular-nums;
  }
  & a {
    margin-inline-start: auto;
    white-space: nowrap;
    min-block-size: 32px;
    padding-block: ${theme.space.xs};
    font-size: 0.85rem;
  }
`;

const adminTitleCSS = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  font-size: 1.1rem;
`;

type ProfileCardProps = { user: ProfileCard_user$key };

/** The profile's side: letter avatar, name, email, balance, settings link and, for admins, the admin panel. */
export function ProfileCard({ user: userKey }: ProfileCardProps) {
  const nameId = useId();
  const user = useFragment(
    graphql`
      fragment ProfileCard_user on User {
        username
        email
        tokens
        isAdmin
      }
    `,
    userKey,
  );

  return (
    <>
      <section css={cardCSS} aria-labelledby={nameId}>
        <div css={identityCSS}>
          <Avatar name={user.username} />
          <h2 id={nameId}>{user.username}</h2>
          <p css={mutedCSS}>{user.email ?? <FormattedMessage id="ProfileCard.noEmail" />}</p>
        </div>
        {user.tokens != null ? (
          <div css={balanceCSS}>
            <dl>
              <dt>
                <FuelIcon size={16} />
                <FormattedMessage id="ProfileCard.balance" />
              </dt>
              <dd>
                <TokenCount count={user.tokens} />
              </dd>
            </dl>
            <ButtonLink to="/pricing" labelId="ProfileCard.buyMore" />
          </div>
        ) : null}
        <ButtonLink to="/profile/settings" variant="secondary" icon={<SettingsIcon size={18} />} labelId="ProfileCard.accountSettings" />
      </section>
      {user.isAdmin ? (
        <section css={cardCSS}>
          <h2 css={adminTitleCSS}>
            <ShieldIcon size={20} />
            <FormattedMessage id="ProfileCard.adminTitle" />
          </h2>
          <p css={mutedCSS}>
            <FormattedMessage id="ProfileCard.adminDescription" />
          </p>
          <ButtonLink to="/admin" variant="secondary" labelId="ProfileCard.adminLink" />
        </section>
      ) : null}
    </>
  );
}
