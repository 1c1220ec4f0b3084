import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../ui/ButtonLink';
import { SparklesIcon } from '../../ui/icons';
import { accentPanelCSS } from '../../ui/Panel';
import { theme } from '../../ui/theme';

const bannerCSS = css`
  ${accentPanelCSS};
  background: linear-gradient(90deg, color-mix(in srgb, ${theme.color.accent} 18%, ${theme.color.surface}), ${theme.color.surface});
  border: 1px solid color-mix(in srgb, ${theme.color.accent} 35%, transparent);
  & p {
    flex: 1 1 220px;
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    font-weight: 600;
  }
  & nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
  }
`;

/** 'Try our new Meme Creator', with the AI Mode / Template Mode choice. */
export function CreatorBanner() {
  return (
    <aside css={bannerCSS}>
      <p>
        <SparklesIcon size={20} />
        <FormattedMessage id="Home.creatorBanner" />
      </p>
      <nav>
        <ButtonLink to="/create" labelId="Home.creatorBanner.open" />
        <ButtonLink to="/text-to-meme" variant="secondary" labelId="Home.aiMode" />
        <ButtonLink to="/template-meme" variant="secondary" labelId="Home.templateMode" />
      </nav>
    </aside>
  );
}
