import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../ui/ButtonLink';
import { FuelIcon } from '../../ui/icons';
import { accentPanelCSS } from '../../ui/Panel';
import { theme } from '../../ui/theme';
import { TokenCount, tokenFigureCSS } from './TokenCount';
import { useViewerTokens } from './useViewerTokens';
import type { useViewerTokens_viewer$key } from './__generated__/useViewerTokens_viewer.graphql';

const boxCSS = css`
  ${accentPanelCSS};
  & a {
    margin-inline-start: auto;
  }
`;

const labelCSS = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.textMuted};
  font-weight: 600;
`;

const countCSS = css`
  ${tokenFigureCSS};
  font-size: 2.4rem;
  line-height: 1;
`;

type TokenBalanceBoxProps = { viewer: useViewerTokens_viewer$key };

/**
 * Home's Meme Fuel balance box: two zero-padded digits, kept live by the side navigation's
 * subscription (same Relay record) and by the window-focus refresh.
 */
export function TokenBalanceBox({ viewer }: TokenBalanceBoxProps) {
  const intl = useIntl();
  const tokens = useViewerTokens(viewer);
  return (
    <section css={boxCSS} aria-label={intl.formatMessage({ id: 'TokenBalanceBox.label' }, { count: tokens })}>
      <span css={labelCSS}>
        <FuelIcon size={20} />
        <FormattedMessage id="TokenBalanceBox.title" />
      </span>
      <span css={countCSS}>
        <TokenCount count={tokens} />
      </span>
      <ButtonLink to="/pricing" labelId="TokenBalanceBox.buyMore" />
    </section>
  );
}
