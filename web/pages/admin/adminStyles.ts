import { css } from '@emotion/react';
import { spreadRowCSS } from '../../ui/stack';
import { theme } from '../../ui/theme';

export const toolbarCSS = css`
  ${spreadRowCSS};
  margin-block-end: ${theme.space.md};
`;

export const linkCSS = css`
  color: ${theme.color.accent};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

/** Inside an Actions cell (the cell itself stays a table cell, so its row's borders line up). */
export const actionsCellCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
`;

export const noteCSS = css`
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
  margin-block-start: ${theme.space.md};
`;

export const sectionTitleCSS = css`
  font-size: 1.2rem;
`;
