import { css } from '@emotion/react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { theme } from '../../ui/theme';
import { PayButton } from './PayButton';
import { usePaymentToasts } from './usePaymentToasts';

const formCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  & button[type='submit'] {
    inline-size: 100%;
  }
`;

// One Stripe.js per publishable key for the life of the page (loadStripe injects Stripe's script once).
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

type StripePaymentFormProps = { publishableKey: string; clientSecret: string; price: number; onPaid: () => void };

/** Stripe's Payment Element for the PaymentIntent; the tokens are credited by the webhook. */
export function StripePaymentForm({ publishableKey, clientSecret, ...props }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'night' } }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ price, onPaid }: { price: number; onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const toasts = usePaymentToasts();
  const [elementReady, setElementReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    try {
      // The spec: the site's origin as return address, redirecting only when the bank requires it.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/pricing` },
        redirect: 'if_required',
      });
      if (error) {
        if (error.type === 'card_error' || error.type === 'validation_error') toasts.failed(error.message);
        else toasts.error(error.message);
      } else if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
        onPaid();
      } else {
        toasts.failed();
      }
    } catch (error) {
      console.error('Stripe payment failed', error);
      toasts.error();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form css={formCSS} onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
      <PaymentElement onReady={() => setElementReady(true)} />
      <PayButton price={price} submitting={submitting} ready={Boolean(stripe && elements && elementReady)} />
    </form>
  );
}
