// What a generation's captions are: written by the offline engine (no AI configured), and in
// which language when it is not the interface's. Shown wherever a generation's memes are.
import { FormattedMessage } from 'react-intl';
import { Badge } from '../../ui/Badge';
import { CaptionLanguageBadge } from './CaptionLanguageBadge';

export function CaptionSourceBadges({ offlineCaptions, captionLanguage }: { offlineCaptions: boolean; captionLanguage: string | null }) {
  return (
    <>
      {offlineCaptions ? (
        <Badge tone="warning">
          <FormattedMessage id="MemeResults.offlineCaptions" />
        </Badge>
      ) : null}
      <CaptionLanguageBadge language={captionLanguage} />
    </>
  );
}
