import { css } from '@emotion/react';
import { theme } from './theme';

const stack = (gap: string) => css`
  display: flex;
  flex-direction: column;
  gap: ${gap};
`;

/** A vertical stack: the children in a column with the theme's spacing between them. */
export const stackCSS = {
  sm: stack(theme.space.sm),
  md: stack(theme.space.md),
  lg: stack(theme.space.lg),
} as const;

/** A heading row: a title at the start, its badges or actions at the end, wrapping when narrow. */
export const spreadRowCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;
