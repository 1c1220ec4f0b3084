import { css } from '@emotion/react';
import { theme } from '../../ui/theme';

export const toolbarCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-block-end: ${theme.space.md};
`;

export const emptyStateCSS = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xl} ${theme.space.lg};
  border-radius: ${theme.radius.md};
  border: 1px dashed ${theme.color.border};
  color: ${theme.color.textMuted};
  text-align: center;
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
