import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';
import { cardCSS } from '../../ui/Card';
import { spreadRowCSS } from '../../ui/stack';
import { theme } from '../../ui/theme';
import { cardDescriptionCSS, cardTitleCSS } from './settingsStyles';

const dangerCSS = css`
  ${cardCSS};
  border-color: color-mix(in srgb, ${theme.color.destructive} 45%, ${theme.color.border});
  & > button {
    align-self: flex-start;
  }
`;

type SettingsCardProps = {
  titleId: MessageId;
  /** A line under the title saying what the card is for. */
  descriptionId?: MessageId;
  /** Beside the title, at the row's far end (a badge); null keeps the row with nothing there yet. */
  aside?: ReactNode;
  /** 'danger' edges the card in red: its action cannot be undone. */
  tone?: 'danger';
  children: ReactNode;
};

/** One card of the profile and settings pages: a section named by its heading, an optional description, then its content. */
export function SettingsCard({ titleId, descriptionId, aside, tone, children }: SettingsCardProps) {
  const headingId = useId();
  const title = (
    <h2 id={headingId} css={cardTitleCSS}>
      <FormattedMessage id={titleId} />
    </h2>
  );
  return (
    <section css={tone === 'danger' ? dangerCSS : cardCSS} aria-labelledby={headingId}>
      {aside !== undefined ? (
        <div css={spreadRowCSS}>
          {title}
          {aside}
        </div>
      ) : (
        title
      )}
      {descriptionId ? (
        <p css={cardDescriptionCSS}>
          <FormattedMessage id={descriptionId} />
        </p>
      ) : null}
      {children}
    </section>
  );
}
