import { useIntl } from 'react-intl';

/** A Meme Fuel balance as the spec shows it: at least two digits, zero-padded (05). */
export function TokenCount({ count }: { count: number }) {
  const intl = useIntl();
  return <>{intl.formatNumber(count, { minimumIntegerDigits: 2, useGrouping: false })}</>;
}
