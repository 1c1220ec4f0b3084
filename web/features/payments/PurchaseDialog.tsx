import { css } from '@emotion/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { asUserError, useUserErrorText } from '../auth/useUserErrorText';
import { Dialog } from '../../ui/Dialog';
import { CenteredSpinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { theme } from '../../ui/theme';
import { SimulatedCardForm } from './SimulatedCardForm';
import { usePaymentToasts } from './usePaymentToasts';
import type { PurchaseDialogMutation } from './__generated__/PurchaseDialogMutation.graphql';

// Stripe's SDK (and its script from js.stripe.com) loads only when a real payment form is shown.
const StripePaymentForm = lazy(() => import('./StripePaymentForm').then((module) => ({ default: module.StripePaymentForm })));

export type PackToBuy = { id: string; name: string; tokenCount: number; price: number };

type PurchaseDialogProps = {
  /** The pack being bought; null keeps the dialog closed. */
  pack: PackToBuy | null;
  /** Set when the server takes real payments and the browser may load Stripe. */
  stripePublishableKey: string | null | undefined;
  onClose: () => void;
};

const panelCSS = css`
  margin-block-start: ${theme.space.md};
`;

/** 'Purchase Tokens': a spinner until the payment secret exists, then the card form in a tabs layout. */
export function PurchaseDialog({ pack, stripePublishableKey, onClose }: PurchaseDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={pack !== null}
      onClose={onClose}
      title={<FormattedMessage id="PurchaseDialog.title" />}
      description={pack ? intl.formatMessage({ id: 'PurchaseDialog.description' }, { pack: pack.name, count: pack.tokenCount }) : undefined}
    >
      {pack ? <PaymentPanel key={pack.id} pack={pack} stripePublishableKey={stripePublishableKey} onDone={onClose} /> : null}
    </Dialog>
  );
}

type Payment = { clientSecret: string; testMode: boolean };

function PaymentPanel({ pack, stripePublishableKey, onDone }: { pack: PackToBuy; stripePublishableKey: string | null | undefined; onDone: () => void }) {
  const intl = useIntl();
  const toasts = usePaymentToasts();
  const errorText = useUserErrorText();
  const [payment, setPayment] = useState<Payment | null>(null);
  const started = useRef(false);
  const [commit] = useMutation<PurchaseDialogMutation>(graphql`
    mutation PurchaseDialogMutation($packId: ID!) {
      createPaymentIntent(packId: $packId) {
        __typename
        ... on CreatePaymentIntentSuccess {
          clientSecret
          testMode
        }
        ... on UserError {
          message
          messageId
        }
      }
    }
  `);

  useEffect(() => {
    // Once per opening (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    const couldNotStart = (description?: string) => {
      toasts.error(description ?? intl.formatMessage({ id: 'PaymentError.initFailed' }));
      onDone();
    };
    commit({
      variables: { packId: pack.id },
      onCompleted: ({ createPaymentIntent: result }) => {
        if (result.clientSecret != null && result.testMode != null) {
          if (!result.testMode && !stripePublishableKey) return couldNotStart();
          setPayment({ clientSecret: result.clientSecret, testMode: result.testMode });
          return;
        }
        const userError = asUserError(result);
        couldNotStart(userError ? errorText(userError) : undefined);
      },
      onError: (error) => {
        console.error('Could not start the payment', error);
        couldNotStart();
      },
    });
  }, [commit, pack.id, stripePublishableKey, intl, toasts, errorText, onDone]);

  if (!payment) return <CenteredSpinner label={intl.formatMessage({ id: 'PurchaseDialog.preparing' })} />;

  const onPaid = () => {
    toasts.paid();
    onDone();
  };
  const form = payment.testMode ? (
    <SimulatedCardForm clientSecret={payment.clientSecret} price={pack.price} onPaid={onPaid} />
  ) : (
    <Suspense fallback={<CenteredSpinner label={intl.formatMessage({ id: 'PurchaseDialog.preparing' })} />}>
      <StripePaymentForm publishableKey={stripePublishableKey!} clientSecret={payment.clientSecret} price={pack.price} onPaid={onPaid} />
    </Suspense>
  );
  return (
    <div css={panelCSS}>
      <Tabs label={intl.formatMessage({ id: 'PurchaseDialog.methods' })} items={[{ id: 'card', label: <FormattedMessage id="PurchaseDialog.card" />, panel: form }]} />
    </div>
  );
}
