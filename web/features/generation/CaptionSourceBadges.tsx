// Who wrote a generation's captions when it was not a cloud model (the offline engine, with no AI
// configured, or a model running on the server), and in which language when it is not the
// interface's. Shown, side by side, wherever a generation's memes are.
import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Badge } from '../../ui/Badge';
import { theme } from '../../ui/theme';
import { CaptionLanguageBadge } from './CaptionLanguageBadge';

/** Who wrote a generation's captions, as the API says it (`GenerateMemesSuccess.captionEngine`). */
export type CaptionEngineName = 'OFFLINE' | 'OPENAI' | 'LOCAL' | '%future added value';

const badgesCSS = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-self: flex-start;
  gap: ${theme.space.sm};
`;

function EngineBadge({ engine }: { engine: CaptionEngineName | null }) {
  if (engine === 'OFFLINE') {
    return (
      <Badge tone="warning">
        <FormattedMessage id="MemeResults.offlineCaptions" />
      </Badge>
    );
  }
  if (engine === 'LOCAL') {
    return (
      <Badge tone="accent">
        <FormattedMessage id="MemeResults.localCaptions" />
      </Badge>
    );
  }
  return null;
}

export function CaptionSourceBadges({ captionEngine, captionLanguage }: { captionEngine: CaptionEngineName | null; captionLanguage: string | null }) {
  return (
    <span css={badgesCSS}>
      <EngineBadge engine={captionEngine} />
      <CaptionLanguageBadge language={captionLanguage} />
    </span>
  );
}
