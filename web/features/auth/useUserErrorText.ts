import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';

/** What the server's typed errors (and the shared validation rules) carry. */
export type UserErrorLike = {
  readonly message: string;
  readonly messageId: string;
  readonly retryAfterSeconds?: number | null;
};

/**
 * Text of an error in the interface language: its message id when the locale knows it, else the
 * English text the server sent (a server newer than this page may send ids it doesn't have yet).
 */
export function useUserErrorText() {
  const intl = useIntl();
  return useCallback(
    ({ message, messageId, retryAfterSeconds }: UserErrorLike) =>
      Object.hasOwn(intl.messages, messageId)
        ? intl.formatMessage({ id: messageId as MessageId }, retryAfterSeconds != null ? { retryAfterSeconds } : undefined)
        : message,
    [intl],
  );
}

/** The typed error inside a mutation result (`... on UserError`), or null for a success. */
export function asUserError(result: {
  readonly message?: string | null;
  readonly messageId?: string | null;
  readonly retryAfterSeconds?: number | null;
}): UserErrorLike | null {
  const { message, messageId, retryAfterSeconds } = result;
  return message != null && messageId != null ? { message, messageId, retryAfterSeconds } : null;
}
