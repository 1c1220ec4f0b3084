import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { usePaymentToasts } from './usePaymentToasts';

/**
 * When the bank required a redirect (3-D Secure), Stripe sends the payer back to /pricing with
 * `redirect_status`: say how it went, then drop Stripe's parameters from the address.
 */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const toasts = usePaymentToasts();
  const status = params.get('redirect_status');
  useEffect(() => {
    if (!status) return;
    if (status === 'succeeded' || status === 'processing') toasts.paid();
    else toasts.failed();
    setParams({}, { replace: true });
  }, [status, toasts, setParams]);
}
