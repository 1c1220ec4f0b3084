import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../ui/toast/useToast';

/** The spec's payment toasts (section 8): success, 'Payment Failed' and 'Error'. */
export function usePaymentToasts() {
  const intl = useIntl();
  const { toast } = useToast();
  return useMemo(
    () => ({
      paid: () =>
        toast({
          variant: 'success',
          title: intl.formatMessage({ id: 'Payment.successTitle' }),
          description: intl.formatMessage({ id: 'Payment.successDescription' }),
        }),
      /** The card or the bank refused: the provider's reason, else the spec's generic text. */
      failed: (reason?: string | null) =>
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'Payment.failedTitle' }),
          description: reason || intl.formatMessage({ id: 'PaymentError.generic' }),
        }),
      /** Anything unexpected (network, server). */
      error: (message?: string | null) =>
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'Payment.errorTitle' }),
          description: message || intl.formatMessage({ id: 'Payment.unexpectedError' }),
        }),
    }),
    [intl, toast],
  );
}
