import { css } from '@emotion/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { useUserErrorText } from '../auth/useUserErrorText';
import { readUserError } from '../forms/userErrorFields';
import { Button } from '../../ui/Button';
import { Dialog, dialogActionsCSS } from '../../ui/Dialog';
import { CenteredSpinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { theme } from '../../ui/theme';
import { packText } from './packText';
import { SimulatedCardForm } from './SimulatedCardForm';
import { cancelPurchaseOnExit, useCancelPurchase } from './useCancelPurchase';
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

/**
 * 'Purchase Tokens': a spinner until the payment secret exists, then the card form in a tabs
 * layout. Closing it without paying cancels the purchase it started, so an opened dialog never
 * leaves a 'Pending' row in the buyer's history.
 */
export function PurchaseDialog({ pack, stripePublishableKey, onClose }: PurchaseDialogProps) {
  const intl = useIntl();
  const cancelPurchase = useCancelPurchase();
  // The purchase this opening started and has not paid; the pack the dialog is open for.
  const unpaid = useRef<string | null>(null);
  const openFor = useRef<string | null>(null);
  useEffect(() => {
    openFor.current = pack?.id ?? null;
  }, [pack]);

  const abandon = useCallback(() => {
    if (unpaid.current) cancelPurchase(unpaid.current);
    unpaid.current = null;
  }, [cancelPurchase]);
  // Leaving the page with the dialog open is closing it too: another route, or the tab itself
  // (unless the page may come back from the back-forward cache, dialog and all).
  useEffect(() => abandon, [abandon]);
  useEffect(() => {
    const onPageHide = (event: PageTransitionEvent) => {
      if (event.persisted || !unpaid.current) return;
      cancelPurchaseOnExit(unpaid.current);
      unpaid.current = null;
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  const onStarted = useCallback(
    (packId: string, purchaseId: string) => {
      // Closed while the server was still preparing: nobody will pay this one.
      if (openFor.current !== packId) cancelPurchase(purchaseId);
      else unpaid.current = purchaseId;
    },
    [cancelPurchase],
  );
  const close = () => {
    abandon();
    onClose();
  };
  const paid = () => {
    unpaid.current = null;
    onClose();
  };

  return (
    <Dialog
      open={pack !== null}
      onClose={close}
      title={<FormattedMessage id="PurchaseDialog.title" />}
      description={pack ? intl.formatMessage({ id: 'PurchaseDialog.description' }, { pack: packText(intl, pack).name, count: pack.tokenCount }) : undefined}
    >
      {pack ? (
        <PaymentPanel key={pack.id} pack={pack} stripePublishableKey={stripePublishableKey} onStarted={onStarted} onPaid={paid} onFailed={close} />
      ) : null}
      <div css={dialogActionsCSS}>
        <Button variant="secondary" onClick={close}>
          <FormattedMessage id="PurchaseDialog.cancel" />
        </Button>
      </div>
    </Dialog>
  );
}

type Payment = { clientSecret: string; testMode: boolean };

type PaymentPanelProps = {
  pack: PackToBuy;
  stripePublishableKey: string | null | undefined;
  onStarted: (packId: string, purchaseId: string) => void;
  onPaid: () => void;
  onFailed: () => void;
};

function PaymentPanel({ pack, stripePublishableKey, onStarted, onPaid: onDone, onFailed }: PaymentPanelProps) {
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
          purchase {
            id
          }
        }
        ...userErrorFields_error @alias(as: "userError")
      }
    }
  `);

  useEffect(() => {
    // Once per opening (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    const couldNotStart = (description?: string) => {
      toasts.error(description ?? intl.formatMessage({ id: 'PaymentError.initFailed' }));
      onFailed();
    };
    commit({
      variables: { packId: pack.id },
      onCompleted: ({ createPaymentIntent: result }) => {
        if (result.clientSecret != null && result.testMode != null) {
          if (result.purchase) onStarted(pack.id, result.purchase.id);
          if (!result.testMode && !stripePublishableKey) return couldNotStart();
          setPayment({ clientSecret: result.clientSecret, testMode: result.testMode });
          return;
        }
        const userError = readUserError(result);
        couldNotStart(userError ? errorText(userError) : undefined);
      },
      onError: (error) => {
        console.error('Could not start the payment', error);
        couldNotStart();
      },
    });
  }, [commit, pack.id, stripePublishableKey, intl, toasts, errorText, onStarted, onFailed]);

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
      <Tabs
        label={intl.formatMessage({ id: 'PurchaseDialog.methods' })}
        items={[{ id: 'card', label: <FormattedMessage id="PurchaseDialog.card" />, panel: form }]}
      />
    </div>
  );
}
