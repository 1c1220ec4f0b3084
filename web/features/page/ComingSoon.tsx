import { FormattedMessage } from 'react-intl';
import { noticeCSS } from '../../ui/Card';

/** Placeholder body for pages whose feature has not been built yet. */
export function ComingSoon() {
  return (
    <p css={noticeCSS}>
      <FormattedMessage id="ComingSoon.body" />
    </p>
  );
}
