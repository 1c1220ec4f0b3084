import { css } from '@emotion/react';
import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../i18n/messageIds';
import { cardCSS } from '../../ui/Card';
import { TemplateIcon, TextIcon, UploadIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';

const gridCSS = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
  }
  & a {
    flex: 1;
  }
`;

const iconCSS = css`
  display: grid;
  place-items: center;
  inline-size: 48px;
  block-size: 48px;
  border-radius: ${theme.radius.md};
  background: color-mix(in srgb, ${theme.color.accent} 15%, transparent);
  color: ${theme.color.accent};
`;

const titleCSS = css`
  font-size: 1.25rem;
`;

const descriptionCSS = css`
  color: ${theme.color.textMuted};
`;

const methods: { to: string; titleId: MessageId; descriptionId: MessageId; icon: ComponentType<{ size?: number }> }[] = [
  { to: '/text-to-meme', titleId: 'Home.textToMeme.title', descriptionId: 'Home.textToMeme.description', icon: TextIcon },
  { to: '/template-meme', titleId: 'Home.templateMeme.title', descriptionId: 'Home.templateMeme.description', icon: TemplateIcon },
  { to: '/upload-meme', titleId: 'Home.uploadMeme.title', descriptionId: 'Home.uploadMeme.description', icon: UploadIcon },
];

/** The three ways to make a meme, each leading to its creator page. */
export function MethodCards() {
  return (
    <ul css={gridCSS}>
      {methods.map(({ to, titleId, descriptionId, icon: Icon }) => (
        <li key={to}>
          <Link to={to} css={cardCSS} data-interactive>
            <span css={iconCSS}>
              <Icon size={24} />
            </span>
            <h2 css={titleCSS}>
              <FormattedMessage id={titleId} />
            </h2>
            <p css={descriptionCSS}>
              <FormattedMessage id={descriptionId} />
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
