import { css } from '@emotion/react';
import { useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { findLanguage, languages, type LanguageCode } from '../../i18n/languages';
import { useLocale } from '../../i18n/useLocale';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { navItemCSS, navListCSS } from './navStyles';

const currentCSS = css`
  margin-inline-start: auto;
  color: ${theme.color.text};
  font-size: 0.85rem;
`;

const chevronCSS = css`
  transition: transform 0.15s ease;
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

const listCSS = css`
  ${navListCSS};
  max-block-size: 40vh;
  overflow-y: auto;
  padding-inline-start: ${theme.space.md};
  &[hidden] {
    display: none;
  }
`;

type LanguagePickerProps = {
  /** Called after a language is chosen (the mobile menu closes then, as the spec asks). */
  onChosen?: () => void;
};

/** Disclosure listing every language by English name; closes on choice or route change. */
export function LanguagePicker({ onChosen }: LanguagePickerProps) {
  const { locale, setLocale, switching } = useLocale();
  const { pathname } = useLocation();
  // Open only on the page it was opened on, so navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const choose = (code: LanguageCode) => {
    setOpenOn(null);
    // The chosen entry disappears with the list; keep keyboard focus on the picker.
    toggle.current?.focus();
    onChosen?.();
    void setLocale(code);
  };

  return (
    <div>
      <button
        ref={toggle}
        type="button"
        css={navItemCSS}
        aria-expanded={open}
        aria-controls={listId}
        aria-busy={switching}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <GlobeIcon />
        <FormattedMessage id="Nav.language" />
        <span css={currentCSS}>{findLanguage(locale)?.englishName}</span>
        <ChevronDownIcon size={16} css={chevronCSS} />
      </button>
      <ul id={listId} css={listCSS} hidden={!open}>
        {languages.map((language) => (
          <li key={language.code}>
            <button type="button" css={navItemCSS} lang="en" aria-pressed={language.code === locale} onClick={() => choose(language.code)}>
              {language.englishName}
              {language.code === locale ? <CheckIcon size={16} css={currentCSS} /> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
