import { css } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';
import { theme } from './theme';

/** Shared by <button>s and links that look like buttons; pick the look with `data-variant`. */
export const buttonCSS = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-block-size: 40px;
  padding-block: ${theme.space.sm};
  padding-inline: ${theme.space.md};
  border-radius: ${theme.radius.md};
  border: 1px solid transparent;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  background: ${theme.color.accent};
  color: ${theme.color.accentText};
  transition: filter 0.15s ease, background-color 0.15s ease;
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[data-variant='secondary'] {
    background: ${theme.color.surfaceRaised};
    color: ${theme.color.text};
    border-color: ${theme.color.border};
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${theme.color.text};
  }
  &[data-variant='ghost']:hover:not(:disabled) {
    background: ${theme.color.surfaceRaised};
  }
  &[data-variant='destructive'] {
    background: ${theme.color.destructiveSolid};
    color: white;
  }
`;

/** A control without a box of its own (a tab, a navigation entry): no border or fill, muted text that turns full on hover. */
export const quietControlCSS = css`
  border: 0;
  background: transparent;
  color: ${theme.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${theme.color.text};
  }
`;

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <button css={buttonCSS} data-variant={variant} type={type} {...props} />;
}
