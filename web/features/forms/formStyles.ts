import { css } from '@emotion/react';
import { theme } from '../../ui/theme';

/** A card's form: fields stacked, the submit button at its natural width. */
export const stackedFormCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  & button[type='submit'] {
    align-self: flex-start;
  }
`;
