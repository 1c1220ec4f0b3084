import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';
import { noticeCSS } from './Card';
import { theme } from './theme';

/** The dashed notice box, centred and roomier: what a list or page shows when it has nothing (or failed) to show. */
export const emptyStateCSS = css`
  ${noticeCSS};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xl} ${theme.space.lg};
  text-align: center;
  & > svg {
    color: ${theme.color.accent};
  }
`;

type EmptyStateProps = {
  /** A large icon above the message, in the accent colour. */
  icon?: ReactNode;
  /** The message's id. */
  messageId: MessageId;
  /** Shows the message as a heading (a missing page) rather than a paragraph (an empty list). */
  asHeading?: boolean;
  /** What to do next: a link or a button below the message. */
  action?: ReactNode;
  role?: 'alert';
};

/** An empty list's or missing page's message with an optional icon and next step. */
export function EmptyState({ icon, messageId, asHeading, action, role }: EmptyStateProps) {
  const Message = asHeading ? 'h2' : 'p';
  return (
    <div css={emptyStateCSS} role={role}>
      {icon}
      <Message>
        <FormattedMessage id={messageId} />
      </Message>
      {action}
    </div>
  );
}
