import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { theme } from '../../ui/theme';
import type { ServiceModeNotice_appInfo$key } from './__generated__/ServiceModeNotice_appInfo.graphql';

const noticeCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  margin-block-start: auto;
  padding: 0;
  list-style: none;
  & > li {
    padding: 2px ${theme.space.sm};
    border-radius: ${theme.radius.full};
    border: 1px solid ${theme.color.border};
    font-size: 0.75rem;
    color: ${theme.color.textMuted};
  }
`;

type ServiceModeNoticeProps = { appInfo: ServiceModeNotice_appInfo$key };

/** Says so when captions come from the offline engine or payments are simulated. */
export function ServiceModeNotice({ appInfo: appInfoKey }: ServiceModeNoticeProps) {
  const appInfo = useFragment(
    graphql`
      fragment ServiceModeNotice_appInfo on AppInfo {
        captionEngine
        paymentsMode
      }
    `,
    appInfoKey,
  );
  const offline = appInfo.captionEngine === 'OFFLINE';
  const simulated = appInfo.paymentsMode === 'SIMULATED';
  if (!offline && !simulated) return null;

  return (
    <ul css={noticeCSS}>
      {offline ? (
        <li>
          <FormattedMessage id="ServiceMode.offlineCaptions" />
        </li>
      ) : null}
      {simulated ? (
        <li>
          <FormattedMessage id="ServiceMode.simulatedPayments" />
        </li>
      ) : null}
    </ul>
  );
}
