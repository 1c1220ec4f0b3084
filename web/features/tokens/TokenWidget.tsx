import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FuelIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { TokenCount, tokenFigureCSS } from './TokenCount';
import { useViewerTokens } from './useViewerTokens';
import type { useViewerTokens_viewer$key } from './__generated__/useViewerTokens_viewer.graphql';

const widgetCSS = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  border: 1px solid color-mix(in srgb, ${theme.color.accent} 40%, transparent);
  background: color-mix(in srgb, ${theme.color.accent} 10%, transparent);
  color: ${theme.color.text};
  text-decoration: none;
  &:hover {
    border-color: ${theme.color.accent};
  }
`;

const labelCSS = css`
  font-size: 0.8rem;
  color: ${theme.color.textMuted};
`;

const balanceCSS = css`
  ${tokenFigureCSS};
  margin-inline-start: auto;
  font-size: 1.4rem;
`;

type TokenWidgetProps = { viewer: useViewerTokens_viewer$key };

/** The side navigation's Meme Fuel balance as two zero-padded digits, linking to the packs. */
export function TokenWidget({ viewer }: TokenWidgetProps) {
  const intl = useIntl();
  const tokens = useViewerTokens(viewer);

  return (
    // Named by its content, not aria-label: the name ("Meme Fuel: 5 tokens. Get more") then holds
    // the visible label, as voice control and WCAG 2.5.3 expect; the padded digits are for the eye.
    <Link to="/pricing" css={widgetCSS}>
      <FuelIcon size={18} />
      <span css={labelCSS} aria-hidden>
        <FormattedMessage id="TokenWidget.name" />
      </span>
      <span css={balanceCSS} aria-hidden>
        <TokenCount count={tokens} />
      </span>
      <VisuallyHidden>{intl.formatMessage({ id: 'TokenWidget.label' }, { count: tokens })}</VisuallyHidden>
    </Link>
  );
}
