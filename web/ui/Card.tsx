import { css } from '@emotion/react';
import { theme } from './theme';

export const cardCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  color: inherit;
  text-decoration: none;
  &[data-interactive='true'] {
    transition: border-color 0.15s ease, transform 0.15s ease;
  }
  &[data-interactive='true']:hover {
    border-color: ${theme.color.accent};
    transform: translateY(-2px);
  }
`;

export const noticeCSS = css`
  padding: ${theme.space.md} ${theme.space.lg};
  border-radius: ${theme.radius.md};
  border: 1px dashed ${theme.color.border};
  color: ${theme.color.textMuted};
`;
