import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { noticeCSS } from '../../ui/Card';
import { theme } from '../../ui/theme';
import type { ApiTokensCard_user$key } from './__generated__/ApiTokensCard_user.graphql';
import { ApiTokenRow } from './ApiTokenRow';
import { CreateApiTokenForm } from './CreateApiTokenForm';
import { NewApiTokenSecret } from './NewApiTokenSecret';
import { SettingsCard } from './SettingsCard';

const linkCSS = css`
  align-self: flex-start;
  color: ${theme.color.accent};
  font-weight: 600;
`;

const listTitleCSS = css`
  font-size: 1rem;
  margin-block-start: ${theme.space.md};
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const listCSS = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

type ApiTokensCardProps = { user: ApiTokensCard_user$key };

/** Personal API tokens: create one (its secret shown once), list them, revoke them. */
export function ApiTokensCard({ user: userKey }: ApiTokensCardProps) {
  const listTitleRef = useRef<HTMLHeadingElement>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const user = useFragment(
    graphql`
      fragment ApiTokensCard_user on User {
        id
        apiTokens {
          id
          ...ApiTokenRow_apiToken
        }
      }
    `,
    userKey,
  );

  return (
    <SettingsCard titleId="ApiTokens.title" descriptionId="ApiTokens.description">
      <Link to="/developers" css={linkCSS}>
        <FormattedMessage id="ApiTokens.docsLink" />
      </Link>
      {created ? (
        <NewApiTokenSecret name={created.name} secret={created.secret} onDone={() => setCreated(null)} />
      ) : (
        <CreateApiTokenForm userId={user.id} onCreated={setCreated} />
      )}
      <h3 css={listTitleCSS} ref={listTitleRef} tabIndex={-1}>
        <FormattedMessage id="ApiTokens.listTitle" />
      </h3>
      {user.apiTokens.length === 0 ? (
        <p css={noticeCSS}>
          <FormattedMessage id="ApiTokens.empty" />
        </p>
      ) : (
        <ul css={listCSS}>
          {user.apiTokens.map((token) => (
            <ApiTokenRow key={token.id} userId={user.id} apiToken={token} onRevoked={() => listTitleRef.current?.focus()} />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
