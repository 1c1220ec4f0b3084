import { css } from '@emotion/react';
import { theme } from '../../ui/theme';

export const templateGridCSS = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  transition: opacity 0.15s ease;
  &[data-pending='true'] {
    opacity: 0.6;
  }
`;

export const templateToolbarCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin-block-end: ${theme.space.md};
`;

export const templateNoticeCSS = css`
  padding: ${theme.space.lg};
  text-align: center;
  color: ${theme.color.textMuted};
`;

export const templateFooterCSS = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-block-size: 48px;
  margin-block-start: ${theme.space.md};
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;
