import { css } from '@emotion/react';
import { theme } from '../../ui/theme';

export const cardTitleCSS = css`
  font-size: 1.2rem;
`;

export const cardDescriptionCSS = css`
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
  margin-block-end: ${theme.space.sm};
`;
