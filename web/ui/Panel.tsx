import { css } from '@emotion/react';
import { cardCSS } from './Card';
import { theme } from './theme';

/** A page's working surface (a form, a result): the card's box with more room between its parts. */
export const panelCSS = css`
  ${cardCSS};
  gap: ${theme.space.md};
`;

/** A highlighted row: a label, a figure or text, then actions, wrapping when narrow; tinted with the accent. */
export const accentPanelCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid color-mix(in srgb, ${theme.color.accent} 40%, transparent);
  background: color-mix(in srgb, ${theme.color.accent} 8%, ${theme.color.surface});
`;
