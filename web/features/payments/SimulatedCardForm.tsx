import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import { useMutationForm } from '../forms/useMutationForm';
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
  const [card, setCard] = useState({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
  const { onSubmit, pending: submitting } = useMutationForm<SimulatedCardFormMutation>(
    graphql`
      mutation SimulatedCardFormMutation($input: ConfirmSimulatedPaymentInput!) {
        confirmSimulatedPayment(input: $input) {
          ... on ConfirmSimulatedPaymentSuccess {
            # The purchase's row in the profile's history shows the new status.
            purchase {
              id
              ...ProfilePurchases_purchase
            }
            viewer {
              id
              tokens
            }
          }
          ...userErrorFields_error @alias(as: "userError")
        }
      }
    `,
    {
      field: 'confirmSimulatedPayment',
      logAs: 'Test payment failed',
      onSuccess: () => onPaid(),
      // A declined card is a failed payment; any other refusal (or a failed request) an error.
      onFailure: (text, error) => (error?.__typename === 'PaymentFailedError' ? toasts.failed(text) : toasts.error(text)),
    },
  );
  const submit = onSubmit(() => ({ input: { clientSecret, ...card } }));

  const field = (name: keyof typeof card) => ({
    value: card[name],
    onChange: (event: { target: { value: string } }) => setCard((current) => ({ ...current, [name]: event.target.value })),
    disabled: submitting,
  });

  return (
    <form css={formCSS} noValidate onSubmit={submit} aria-busy={submitting}>
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
