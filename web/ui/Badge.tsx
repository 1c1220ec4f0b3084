import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

const badgeCSS = css`
  display: inline-flex;
  align-items: center;
  inline-size: fit-content;
  padding-block: 2px;
  padding-inline: ${theme.space.sm};
  border-radius: ${theme.radius.full};
  border: 1px solid currentColor;
  font-size: 0.75rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${theme.color.textMuted};
  background: color-mix(in srgb, currentColor 12%, transparent);
  &[data-tone='success'] {
    color: ${theme.color.success};
  }
  &[data-tone='warning'] {
    color: ${theme.color.warning};
  }
  &[data-tone='destructive'] {
    color: ${theme.color.destructive};
  }
  &[data-tone='accent'] {
    color: ${theme.color.accent};
  }
`;

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'destructive' | 'accent';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span css={badgeCSS} data-tone={tone}>
      {children}
    </span>
  );
}
