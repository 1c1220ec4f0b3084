import type en from '../../locales/en.json';

/** Any id of the English source catalogue. */
export type MessageId = keyof typeof en;

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
