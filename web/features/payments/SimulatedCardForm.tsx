import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { asUserError, useUserErrorText } from '../auth/useUserErrorText';
import { FormField } from '../../ui/FormField';
import { theme } from '../../ui/theme';
import { PayButton } from './PayButton';
import { TestModeNotice } from './TestModeNotice';
import { usePaymentToasts } from './usePaymentToasts';
import type { SimulatedCardFormMutation } from './__generated__/SimulatedCardFormMutation.graphql';

const formCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  & button[type='submit'] {
    inline-size: 100%;
  }
`;

const rowCSS = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.md};
`;

const hintCSS = css`
  font-size: 0.8rem;
  color: ${theme.color.textMuted};
`;

type SimulatedCardFormProps = { clientSecret: string; price: number; onPaid: () => void };

/** Test mode's card form: Stripe's test cards, checked and completed by the server; nothing is charged. */
export function SimulatedCardForm({ clientSecret, price, onPaid }: SimulatedCardFormProps) {
  const intl = useIntl();
  const toasts = usePaymentToasts();
  const errorText = useUserErrorText();
  const [card, setCard] = useState({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
  const [commit, submitting] = useMutation<SimulatedCardFormMutation>(graphql`
    mutation SimulatedCardFormMutation($input: ConfirmSimulatedPaymentInput!) {
      confirmSimulatedPayment(input: $input) {
        __typename
        ... on ConfirmSimulatedPaymentSuccess {
          purchase {
            id
            status
          }
          viewer {
            id
            tokens
          }
        }
        ... on PaymentFailedError {
          message
          messageId
        }
        ... on UserError {
          message
          messageId
        }
      }
    }
  `);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    commit({
      variables: { input: { clientSecret, ...card } },
      onCompleted: ({ confirmSimulatedPayment: result }) => {
        if (result.__typename === 'ConfirmSimulatedPaymentSuccess') return onPaid();
        const userError = asUserError(result);
        if (result.__typename === 'PaymentFailedError') toasts.failed(userError ? errorText(userError) : null);
        else toasts.error(userError ? errorText(userError) : null);
      },
      onError: (error) => {
        console.error('Test payment failed', error);
        toasts.error();
      },
    });
  };

  const field = (name: keyof typeof card) => ({
    value: card[name],
    onChange: (event: { target: { value: string } }) => setCard((current) => ({ ...current, [name]: event.target.value })),
    disabled: submitting,
  });

  return (
    <form css={formCSS} noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <TestModeNotice />
      <FormField label={intl.formatMessage({ id: 'SimulatedCard.number' })} inputMode="numeric" autoComplete="off" {...field('cardNumber')} />
      <div css={rowCSS}>
        <FormField label={intl.formatMessage({ id: 'SimulatedCard.expiry' })} inputMode="numeric" autoComplete="off" {...field('expiry')} />
        <FormField label={intl.formatMessage({ id: 'SimulatedCard.cvc' })} inputMode="numeric" autoComplete="off" {...field('cvc')} />
      </div>
      <p css={hintCSS}>
        <FormattedMessage id="SimulatedCard.hint" />
      </p>
      <PayButton price={price} submitting={submitting} ready />
    </form>
  );
}
