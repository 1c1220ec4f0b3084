import type { MessageFormatElement } from 'react-intl';
import type en from '../../locales/en.json';

/** Any id of the English source catalogue. */
export type MessageId = keyof typeof en;

/** A locale file as the build serves it: every message pre-parsed to its ICU syntax tree. */
export type Messages = Record<MessageId, MessageFormatElement[]>;

// Makes every message id checked by the compiler against the English source catalogue:
// `<FormattedMessage id="Nav.typo" />` fails `tsc`.
declare global {
  // react-intl's extension point is this global namespace; augmenting it needs namespace syntax.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
