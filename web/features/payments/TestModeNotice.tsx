import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { AlertIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';

const noticeCSS = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  border: 1px dashed ${theme.color.warning};
  color: ${theme.color.warning};
  font-size: 0.9rem;
  font-weight: 600;
`;

/** Says plainly that payments are simulated (no Stripe key on the server). */
export function TestModeNotice() {
  return (
    <p role="note" css={noticeCSS}>
      <AlertIcon size={18} />
      <FormattedMessage id="TestMode.notice" />
    </p>
  );
}
