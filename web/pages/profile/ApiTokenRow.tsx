import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useMutationForm } from '../../features/forms/useMutationForm';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { ApiTokenRow_apiToken$key } from './__generated__/ApiTokenRow_apiToken.graphql';
import type { ApiTokenRowRevokeMutation } from './__generated__/ApiTokenRowRevokeMutation.graphql';
import { updateApiTokenList } from './apiTokenStore';

const rowCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm} ${theme.space.md};
  padding-block: ${theme.space.md};
  border-block-start: 1px solid ${theme.color.border};
`;

const textCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-inline-size: 0;
  flex: 1 1 240px;
`;

const nameCSS = css`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const previewCSS = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.85rem;
  color: ${theme.color.textMuted};
  direction: ltr;
  unicode-bidi: isolate;
  justify-self: start;
`;

const metaCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space.md};
  font-size: 0.85rem;
  color: ${theme.color.textMuted};
`;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 minutes ago", "yesterday", "this minute": lastUsedAt is kept to the minute. */
function relativeTime(intl: IntlShape, iso: string): string {
  const seconds = (Date.parse(iso) - Date.now()) / 1000;
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['minute', 60];
  return intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: 'auto' });
}

type ApiTokenRowProps = { userId: string; apiToken: ApiTokenRow_apiToken$key; onRevoked: () => void };

/** One token of the list: name, preview, dates and Revoke, which asks first. */
export function ApiTokenRow({ userId, apiToken, onRevoked }: ApiTokenRowProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const token = useFragment(
    graphql`
      fragment ApiTokenRow_apiToken on ApiToken {
        id
        name
        preview
        createdAt
        lastUsedAt
      }
    `,
    apiToken,
  );
  const failedTitle = intl.formatMessage({ id: 'ApiTokens.revokeFailedTitle' });
  const { submit, pending } = useMutationForm<ApiTokenRowRevokeMutation>(
    graphql`
      mutation ApiTokenRowRevokeMutation($input: RevokeApiTokenInput!) {
        revokeApiToken(input: $input) {
          ... on RevokeApiTokenSuccess {
            revokedApiTokenId
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'revokeApiToken',
      logAs: 'API token revocation failed',
      // Success or "not found", the token is gone either way: take it off the list.
      updater: (store) => {
        updateApiTokenList(store, userId, (tokens) => tokens.filter((record) => record.getDataID() !== token.id));
        store.delete(token.id);
      },
      onSuccess: () => {
        toast({ variant: 'success', title: intl.formatMessage({ id: 'ApiTokens.revokedTitle' }, { name: token.name }) });
        onRevoked();
      },
      onFailure: (text, error) => {
        if (!error) {
          toast({ variant: 'destructive', title: failedTitle, description: intl.formatMessage({ id: 'ApiTokens.failedDescription' }) });
          return;
        }
        toast({ variant: 'destructive', title: failedTitle, description: text });
        onRevoked();
      },
    },
  );

  const onConfirm = () => {
    setConfirming(false);
    submit({ input: { id: token.id } });
  };

  return (
    <li css={rowCSS}>
      <div css={textCSS}>
        <span css={nameCSS}>{token.name}</span>
        <code css={previewCSS}>{token.preview}</code>
        <span css={metaCSS}>
          <span>
            <FormattedMessage
              id="ApiTokens.created"
              values={{ date: <time dateTime={token.createdAt}>{intl.formatDate(token.createdAt, { dateStyle: 'medium' })}</time> }}
            />
          </span>
          <span>
            {token.lastUsedAt ? (
              <FormattedMessage
                id="ApiTokens.lastUsed"
                values={{
                  time: (
                    <time dateTime={token.lastUsedAt} title={intl.formatDate(token.lastUsedAt, { dateStyle: 'medium', timeStyle: 'short' })}>
                      {relativeTime(intl, token.lastUsedAt)}
                    </time>
                  ),
                }}
              />
            ) : (
              <FormattedMessage id="ApiTokens.neverUsed" />
            )}
          </span>
        </span>
      </div>
      <Button
        variant="secondary"
        disabled={pending}
        aria-label={intl.formatMessage({ id: 'ApiTokens.revokeNamed' }, { name: token.name })}
        onClick={() => setConfirming(true)}
      >
        <FormattedMessage id={pending ? 'ApiTokens.revoking' : 'ApiTokens.revoke'} />
      </Button>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'ApiTokens.revokeConfirmTitle' }, { name: token.name })}
        description={intl.formatMessage({ id: 'ApiTokens.revokeConfirmDescription' })}
        cancelId="ApiTokens.cancel"
        confirmId="ApiTokens.revokeConfirm"
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirm}
      />
    </li>
  );
}
