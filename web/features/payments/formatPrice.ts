import type { IntlShape } from 'react-intl';

/** Cents as dollars with two decimals in the interface language's digits ("3.99"); the $ is in the message. */
export function formatDollars(intl: IntlShape, cents: number): string {
  return intl.formatNumber(cents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
