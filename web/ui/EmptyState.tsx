import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** The dashed, centred box a list or page shows when it has nothing (or failed) to show. */
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
  & > svg {
    color: ${theme.color.accent};
  }
`;

type EmptyStateProps = {
  /** A large icon above the message, in the accent colour. */
  icon?: ReactNode;
  /** The message: a paragraph or a heading. */
  children: ReactNode;
  /** What to do next: a link or a button below the message. */
  action?: ReactNode;
  role?: 'alert';
};

/** An empty list's or missing page's message with an optional icon and next step. */
export function EmptyState({ icon, children, action, role }: EmptyStateProps) {
  return (
    <div css={emptyStateCSS} role={role}>
      {icon}
      {children}
      {action}
    </div>
  );
}
