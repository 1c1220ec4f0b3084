import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { theme } from '../../ui/theme';

/** A balance figure's look (its size is the view's): the display face in the accent colour, digits of equal width. */
export const tokenFigureCSS = css`
  font-family: ${theme.font.display};
  color: ${theme.color.accent};
  font-variant-numeric: tabular-nums;
`;

/** A Meme Fuel balance as the spec shows it: at least two digits, zero-padded (05). */
export function TokenCount({ count }: { count: number }) {
  const intl = useIntl();
  return <>{intl.formatNumber(count, { minimumIntegerDigits: 2, useGrouping: false })}</>;
}
