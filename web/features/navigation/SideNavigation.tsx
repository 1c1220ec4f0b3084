import { css } from '@emotion/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { HeartIcon, MenuIcon, CloseIcon, SmileIcon, TagIcon, TemplateIcon, TextIcon, UploadIcon } from '../../ui/icons';
import { media, theme } from '../../ui/theme';
import { LanguagePicker } from './LanguagePicker';
import { NavItem } from './NavItem';
import { navListCSS } from './navStyles';

const topBarCSS = css`
  display: none;
  ${media.belowMd} {
    position: fixed;
    z-index: 50;
    inset-block-start: 0;
    inset-inline: 0;
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    block-size: ${theme.size.topBar};
    padding-inline: ${theme.space.sm};
    background: ${theme.color.surface};
    border-block-end: 1px solid ${theme.color.border};
  }
`;

const menuButtonCSS = css`
  display: grid;
  place-items: center;
  inline-size: 40px;
  block-size: 40px;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  cursor: pointer;
  &:hover {
    background: ${theme.color.surfaceRaised};
  }
`;

const brandCSS = css`
  font-family: ${theme.font.display};
  font-size: 1.35rem;
  white-space: nowrap;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  text-decoration: none;
  color: ${theme.color.accent};
`;

const sideNavCSS = css`
  position: fixed;
  z-index: 40;
  inset-block: 0;
  inset-inline-start: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  inline-size: ${theme.size.sideNav};
  padding: ${theme.space.md} ${theme.space.sm};
  overflow-y: auto;
  background: ${theme.color.surface};
  border-inline-end: 1px solid ${theme.color.border};
  ${media.belowMd} {
    inset-block-start: ${theme.size.topBar};
    transform: translateX(calc(var(--mm-inline-sign) * -100%));
    visibility: hidden;
    transition: transform 0.2s ease, visibility 0.2s;
    &[data-open='true'] {
      transform: none;
      visibility: visible;
      box-shadow: ${theme.shadow.raised};
    }
  }
`;

const navBrandCSS = css`
  padding-inline: ${theme.space.md};
  ${media.belowMd} {
    display: none;
  }
`;

const backdropCSS = css`
  display: none;
  ${media.belowMd} {
    &[data-open='true'] {
      position: fixed;
      z-index: 30;
      inset: 0;
      display: block;
      background: rgb(0 0 0 / 0.5);
    }
  }
`;

type SideNavigationProps = {
  /** Entries that need the viewer (settings, tokens, login/logout); loaded separately. */
  accountSlot: ReactNode;
};

/** Fixed 220px side navigation; below the medium breakpoint it slides in from a menu button. */
export function SideNavigation({ accountSlot }: SideNavigationProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  // Open only on the page it was opened on: any navigation closes the menu without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  const close = () => setOpenOn(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    menuButton.current?.focus();
  };

  return (
    <div onKeyDown={onKeyDown}>
      <header css={topBarCSS}>
        <button
          ref={menuButton}
          type="button"
          css={menuButtonCSS}
          aria-expanded={open}
          aria-controls={navId}
          aria-label={intl.formatMessage({ id: open ? 'Nav.closeMenu' : 'Nav.openMenu' })}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to="/" css={brandCSS}>
          <FormattedMessage id="App.name" />
        </Link>
      </header>
      <nav id={navId} css={sideNavCSS} data-open={open} aria-label={intl.formatMessage({ id: 'Nav.label' })}>
        <Link to="/" css={[brandCSS, navBrandCSS]}>
          <FormattedMessage id="App.name" />
        </Link>
        <ul css={navListCSS}>
          <NavItem to="/text-to-meme" labelId="Nav.textToMeme" icon={TextIcon} />
          <NavItem to="/template-meme" labelId="Nav.templateMeme" icon={TemplateIcon} />
          <NavItem to="/upload-meme" labelId="Nav.uploadMeme" icon={UploadIcon} />
          <NavItem to="/uwu" labelId="Nav.uwu" icon={HeartIcon} />
          <NavItem to="/playful-text" labelId="Nav.playfulText" icon={SmileIcon} />
          <NavItem to="/pricing" labelId="Nav.pricing" icon={TagIcon} />
        </ul>
        <LanguagePicker onChosen={close} />
        {accountSlot}
      </nav>
      <div css={backdropCSS} data-open={open} aria-hidden onClick={close} />
    </div>
  );
}
