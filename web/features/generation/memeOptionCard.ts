// One meme's card among a generation's options, the same whether the meme is still being written
// (GenerationProgress) or ready to choose (GenerationResultPanel).
import { css } from '@emotion/react';
import { theme } from '../../ui/theme';

export const memeOptionCardCSS = css`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bg};
  font-size: 0.85rem;
`;
