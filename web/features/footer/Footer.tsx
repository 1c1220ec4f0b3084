import { css } from '@emotion/react';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../i18n/messageIds';
import { InstagramIcon, TikTokIcon, XLogoIcon, YouTubeIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';

const footerCSS = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space.md} ${theme.space.lg};
  padding: ${theme.space.lg};
  border-block-start: 1px solid ${theme.color.border};
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;

const nameCSS = css`
  font-family: ${theme.font.display};
  font-size: 1.25rem;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  color: ${theme.color.text};
`;

const rowCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    color: inherit;
    text-decoration: none;
  }
  & a:hover {
    color: ${theme.color.text};
    text-decoration: underline;
  }
`;

const socialCSS = css`
  display: grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  border-radius: ${theme.radius.full};
  border: 1px solid ${theme.color.border};
  &:hover {
    color: ${theme.color.text};
    border-color: ${theme.color.textMuted};
  }
`;

// The spec shows social icons and Terms/Privacy/Contact links as placeholders: no targets yet.
const socials: { labelId: MessageId; icon: ComponentType<{ size?: number }> }[] = [
  { labelId: 'Footer.social.x', icon: XLogoIcon },
  { labelId: 'Footer.social.instagram', icon: InstagramIcon },
  { labelId: 'Footer.social.tiktok', icon: TikTokIcon },
  { labelId: 'Footer.social.youtube', icon: YouTubeIcon },
];
const links: MessageId[] = ['Footer.terms', 'Footer.privacy', 'Footer.contact'];

export function Footer() {
  const intl = useIntl();
  return (
    <footer css={footerCSS}>
      <div>
        <p css={nameCSS}>
          <FormattedMessage id="App.name" />
        </p>
        <p>
          <FormattedMessage id="App.tagline" />
        </p>
      </div>
      <ul css={rowCSS}>
        {socials.map(({ labelId, icon: Icon }) => (
          <li key={labelId}>
            <a href="#" css={socialCSS} aria-label={intl.formatMessage({ id: labelId })}>
              <Icon size={18} />
            </a>
          </li>
        ))}
      </ul>
      <p>
        <FormattedMessage id="Footer.copyright" values={{ year: String(new Date().getFullYear()) }} />
      </p>
      <ul css={rowCSS}>
        <li>
          <Link to="/developers">
            <FormattedMessage id="Developers.title" />
          </Link>
        </li>
        {links.map((id) => (
          <li key={id}>
            <a href="#">
              <FormattedMessage id={id} />
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
