import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { FuelIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { TokenCount } from './TokenCount';
import { useDisplayedTokens } from './useDisplayedTokens';
import type { TokenWidget_viewer$key } from './__generated__/TokenWidget_viewer.graphql';

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
  margin-inline-start: auto;
  font-family: ${theme.font.display};
  font-size: 1.4rem;
  color: ${theme.color.accent};
  font-variant-numeric: tabular-nums;
`;

type TokenWidgetProps = { viewer: TokenWidget_viewer$key };

/** The side navigation's Meme Fuel balance as two zero-padded digits, linking to the packs. */
export function TokenWidget({ viewer: viewerKey }: TokenWidgetProps) {
  const intl = useIntl();
  const viewer = useFragment(
    graphql`
      fragment TokenWidget_viewer on User {
        tokens
      }
    `,
    viewerKey,
  );
  // A balance that could not be fetched shows the local fallback count instead.
  const tokens = useDisplayedTokens(viewer.tokens);

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
