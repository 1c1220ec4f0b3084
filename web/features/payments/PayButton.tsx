import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { formatDollars } from './formatPrice';

type PayButtonProps = { price: number; submitting: boolean; ready: boolean };

/** 'Pay ${price}', reading 'Processing...' while the payment is submitted; disabled until the form is ready. */
export function PayButton({ price, submitting, ready }: PayButtonProps) {
  const intl = useIntl();
  return (
    <Button type="submit" disabled={!ready || submitting} aria-busy={submitting}>
      {submitting ? (
        <FormattedMessage id="PurchaseDialog.processing" />
      ) : (
        <FormattedMessage id="PurchaseDialog.pay" values={{ price: formatDollars(intl, price) }} />
      )}
    </Button>
  );
}
