import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { noticeCSS } from '../../ui/Card';
import { AlertIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';

/** The dashed notice box, on one line with its icon, in the warning colour. */
const testModeCSS = css`
  ${noticeCSS};
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-color: ${theme.color.warning};
  color: ${theme.color.warning};
  font-size: 0.9rem;
  font-weight: 600;
`;

/** Says plainly that payments are simulated (no Stripe key on the server). */
export function TestModeNotice() {
  return (
    <p role="note" css={testModeCSS}>
      <AlertIcon size={18} />
      <FormattedMessage id="TestMode.notice" />
    </p>
  );
}
