// Captions are written in the prompt's language, which need not be the interface's: a Spanish
// prompt typed in an English interface gets Spanish captions. This says so, so it is no surprise.
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '../../ui/Badge';

const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

/** 'Captions in Spanish', the language named in the interface's; nothing when the captions are in the interface language. */
export function CaptionLanguageBadge({ language }: { language: string | null }) {
  const intl = useIntl();
  if (!language || primary(language) === primary(intl.locale)) return null;
  const name = new Intl.DisplayNames([intl.locale], { type: 'language' }).of(language) ?? language;
  return (
    <Badge>
      <FormattedMessage id="GenerationResult.captionLanguage" values={{ language: name }} />
    </Badge>
  );
}
