// What a generation's captions are: written by the offline engine (no AI configured), and in
// which language when it is not the interface's. Shown, side by side, wherever a generation's memes are.
import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Badge } from '../../ui/Badge';
import { theme } from '../../ui/theme';
import { CaptionLanguageBadge } from './CaptionLanguageBadge';

const badgesCSS = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-self: flex-start;
  gap: ${theme.space.sm};
`;

export function CaptionSourceBadges({ offlineCaptions, captionLanguage }: { offlineCaptions: boolean; captionLanguage: string | null }) {
  return (
    <span css={badgesCSS}>
      {offlineCaptions ? (
        <Badge tone="warning">
          <FormattedMessage id="MemeResults.offlineCaptions" />
        </Badge>
      ) : null}
      <CaptionLanguageBadge language={captionLanguage} />
    </span>
  );
}
