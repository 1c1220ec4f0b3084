import { css } from '@emotion/react';
import { quietControlCSS } from '../../ui/Button';
import { theme } from '../../ui/theme';

export const navListCSS = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One entry of the side navigation: a link or a button, with an icon and a label. */
export const navItemCSS = css`
  ${quietControlCSS};
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  inline-size: 100%;
  min-block-size: 40px;
  padding-block: ${theme.space.sm};
  padding-inline: ${theme.space.md};
  border-radius: ${theme.radius.md};
  font-weight: 500;
  text-align: start;
  text-decoration: none;
  /* In the 220px column a label wraps between words only: between phrases in Japanese, at spaces
     in Korean, never inside a Chinese word or before a prolonged-sound mark or small kana (strict
     rules); a single word too long for the column is the one case broken anywhere. */
  word-break: keep-all;
  line-break: strict;
  overflow-wrap: break-word;
  &:lang(ja) {
    word-break: auto-phrase;
  }
  &:hover {
    background: ${theme.color.surfaceRaised};
  }
  &[aria-current='page'] {
    background: color-mix(in srgb, ${theme.color.accent} 14%, transparent);
    color: ${theme.color.accent};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
  & > svg {
    flex-shrink: 0;
  }
`;

export const navSectionCSS = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding-block-start: ${theme.space.sm};
  border-block-start: 1px solid ${theme.color.border};
`;
