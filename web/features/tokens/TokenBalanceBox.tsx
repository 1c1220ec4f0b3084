import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { buttonCSS } from '../../ui/Button';
import { FuelIcon } from '../../ui/icons';
import { accentPanelCSS } from '../../ui/Panel';
import { theme } from '../../ui/theme';
import { TokenCount } from './TokenCount';
import { useDisplayedTokens } from './useDisplayedTokens';
import type { TokenBalanceBox_viewer$key } from './__generated__/TokenBalanceBox_viewer.graphql';

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
  font-family: ${theme.font.display};
  font-size: 2.4rem;
  line-height: 1;
  color: ${theme.color.accent};
  font-variant-numeric: tabular-nums;
`;

type TokenBalanceBoxProps = { viewer: TokenBalanceBox_viewer$key };

/**
 * Home's Meme Fuel balance box: two zero-padded digits, kept live by the side navigation's
 * subscription (same Relay record) and by the window-focus refresh.
 */
export function TokenBalanceBox({ viewer: viewerKey }: TokenBalanceBoxProps) {
  const intl = useIntl();
  const viewer = useFragment(
    graphql`
      fragment TokenBalanceBox_viewer on User {
        tokens
      }
    `,
    viewerKey,
  );
  const tokens = useDisplayedTokens(viewer.tokens);
  return (
    <section css={boxCSS} aria-label={intl.formatMessage({ id: 'TokenBalanceBox.label' }, { count: tokens })}>
      <span css={labelCSS}>
        <FuelIcon size={20} />
        <FormattedMessage id="TokenBalanceBox.title" />
      </span>
      <span css={countCSS}>
        <TokenCount count={tokens} />
      </span>
      <Link to="/pricing" css={buttonCSS}>
        <FormattedMessage id="TokenBalanceBox.buyMore" />
      </Link>
    </section>
  );
}
