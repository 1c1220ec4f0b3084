import { css } from '@emotion/react';
import { theme } from '../../ui/theme';

export const authFormCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;
