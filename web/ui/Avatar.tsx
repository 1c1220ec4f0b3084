import { css } from '@emotion/react';
import { theme } from './theme';

const avatarCSS = css`
  display: grid;
  place-items: center;
  flex: none;
  inline-size: 72px;
  block-size: 72px;
  border-radius: ${theme.radius.full};
  background: color-mix(in srgb, ${theme.color.accent} 20%, ${theme.color.surfaceRaised});
  border: 2px solid ${theme.color.accent};
  color: ${theme.color.accent};
  font-family: ${theme.font.display};
  font-size: 2rem;
  line-height: 1;
  user-select: none;
`;

type AvatarProps = {
  /** The name the letter is taken from. */
  name: string;
};

/** A round avatar showing the first letter of a name in capitals (decorative: the name is shown beside it). */
export function Avatar({ name }: AvatarProps) {
  const letter = [...name.trim()][0]?.toLocaleUpperCase() ?? '?';
  return (
    <span css={avatarCSS} aria-hidden>
      {letter}
    </span>
  );
}
