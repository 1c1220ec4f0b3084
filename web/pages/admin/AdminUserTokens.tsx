import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { UserErrorLike } from '../../features/auth/useUserErrorText';
import { stackedFormCSS } from '../../features/forms/formStyles';
import { useMutationForm } from '../../features/forms/useMutationForm';
import { SubmitButton } from '../../ui/SubmitButton';
import { cardCSS } from '../../ui/Card';
import { FormField } from '../../ui/FormField';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { AdminUserTokens_user$key } from './__generated__/AdminUserTokens_user.graphql';
import type { AdminUserTokensMutation } from './__generated__/AdminUserTokensMutation.graphql';
import { sectionTitleCSS } from './adminStyles';
import { LEDGER_CONNECTION_KEY } from './AdminUserLedger';

const balanceCSS = css`
  font-family: ${theme.font.display};
  font-size: 2.5rem;
  color: ${theme.color.accent};
  font-variant-numeric: tabular-nums;
`;

/** The server's limit on one adjustment (api/services/admin/adjustTokens.ts, ADJUSTMENT_LIMITS). */
const MAX_DELTA = 1_000_000;

/** The balance and the adjustment form: a signed number of tokens and a reason, kept in the ledger. */
export function AdminUserTokens({ user }: { user: AdminUserTokens_user$key }) {
  const intl = useIntl();
  const titleId = useId();
  const { toast } = useToast();
  const data = useFragment(
    graphql`
      fragment AdminUserTokens_user on User {
        id
        tokens
      }
    `,
    user,
  );
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'delta' | 'reason', UserErrorLike>>>({});
  const fail = (description?: string): void => {
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'AdminUser.errorTitle' }),
      description: description ?? intl.formatMessage({ id: 'AdminUser.actionFailed' }),
    });
  };
  // The new ledger row goes on top of the history below; the balance updates with `user`.
  const { onSubmit, pending, errorText } = useMutationForm<AdminUserTokensMutation>(
    graphql`
      mutation AdminUserTokensMutation($input: AdjustTokensInput!, $connections: [ID!]!) {
        adjustTokens(input: $input) {
          ... on AdjustTokensPayload {
            user {
              id
              tokens
            }
            ledgerEntryEdge @prependEdge(connections: $connections) {
              cursor
              node {
                ...AdminUserLedger_entry
              }
            }
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'adjustTokens',
      onSuccess: ({ user: adjusted }) => {
        setDelta('');
        setReason('');
        setErrors({});
        toast({
          variant: 'success',
          title: intl.formatMessage({ id: 'AdminUser.successTitle' }),
          description: intl.formatMessage({ id: 'AdminUser.adjustedToast' }, { balance: adjusted?.tokens ?? 0 }),
        });
      },
      onFailure: (text, userError) => {
        if (userError) {
          // A change the balance can't take is about the number typed: say so under it too.
          const aboutDelta = userError.__typename === 'BalanceBelowZeroError' || userError.__typename === 'BalanceTooLargeError';
          setErrors({
            ...Object.fromEntries((userError.fieldErrors ?? []).map((entry) => [entry.field, entry])),
            ...(aboutDelta ? { delta: userError } : {}),
          });
        }
        fail(text);
      },
    },
  );

  const submit = onSubmit(() => {
    // A whole number past the limit gets its own message here: the schema's Int could not even
    // carry some of them. Anything else that is not a whole number goes to the server as 0 to get
    // its message.
    const text = delta.trim();
    if (/^[-+]?\d+$/.test(text) && Math.abs(Number(text)) > MAX_DELTA) {
      setErrors({ delta: { messageId: 'AdminError.deltaTooLarge', message: '' } });
      return null;
    }
    const amount = /^[-+]?\d+$/.test(text) ? Number(text) : 0;
    return {
      input: { userId: data.id, delta: amount, reason },
      connections: [ConnectionHandler.getConnectionID(data.id, LEDGER_CONNECTION_KEY)],
    };
  });

  const error = (field: 'delta' | 'reason') => (errors[field] ? errorText(errors[field]) : undefined);

  return (
    <section css={cardCSS} aria-labelledby={titleId}>
      <h2 id={titleId} css={sectionTitleCSS}>
        <FormattedMessage id="AdminUser.balanceTitle" />
      </h2>
      <p css={balanceCSS} aria-label={intl.formatMessage({ id: 'AdminUser.balanceLabel' }, { count: data.tokens ?? 0 })}>
        {intl.formatNumber(data.tokens ?? 0)}
      </p>
      <form css={stackedFormCSS} noValidate onSubmit={submit} aria-busy={pending}>
        <FormField
          label={intl.formatMessage({ id: 'AdminUser.deltaLabel' })}
          hint={intl.formatMessage({ id: 'AdminUser.deltaHint' })}
          inputMode="numeric"
          value={delta}
          onChange={(event) => setDelta(event.target.value)}
          error={error('delta')}
        />
        <FormField
          label={intl.formatMessage({ id: 'AdminUser.reasonLabel' })}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error('reason')}
        />
        <SubmitButton pending={pending} labelId="AdminUser.adjust" pendingId="AdminUser.adjustPending" />
      </form>
    </section>
  );
}
