import { css } from '@emotion/react';
import { useRef, type KeyboardEvent } from 'react';
import { theme } from '../../ui/theme';

const listCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  border: 1px solid ${theme.color.border};
`;

const tabCSS = css`
  flex: none;
  min-block-size: 34px;
  padding-inline: ${theme.space.md};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.textMuted};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${theme.color.text};
  }
  &[aria-selected='true'] {
    background: ${theme.color.bg};
    color: ${theme.color.text};
    box-shadow: inset 0 -2px 0 ${theme.color.accent};
  }
`;

export type FilterTab<T extends string> = { id: T; label: string };

type FilterTabsProps<T extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly FilterTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** id of the element the tabs control (the list they filter) */
  controls?: string;
};

/**
 * A row of filter tabs that all control one list (unlike ui/Tabs, which swaps panels): wraps onto
 * more rows when narrow, so every choice stays in sight; arrow keys, Home and End move and select.
 */
export function FilterTabs<T extends string>({ label, tabs, selected, onSelect, controls }: FilterTabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const moves: Record<string, number> = {
      ArrowRight: rtl ? index - 1 : index + 1,
      ArrowLeft: rtl ? index + 1 : index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} css={listCSS} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(node) => {
            if (node) refs.current.set(tab.id, node);
            else refs.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          aria-controls={controls}
          tabIndex={tab.id === selected ? 0 : -1}
          css={tabCSS}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
