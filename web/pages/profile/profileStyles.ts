import { css } from '@emotion/react';
import { theme } from '../../ui/theme';

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
  & svg {
    color: ${theme.color.accent};
  }
`;

export const loadMoreCSS = css`
  display: flex;
  justify-content: center;
  margin-block-start: ${theme.space.md};
`;
