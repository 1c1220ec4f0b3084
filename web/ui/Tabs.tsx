import { css } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { quietControlCSS } from './Button';
import { theme } from './theme';
import { useRovingTabs } from './useRovingTabs';

/** The tab list's track; FilterTabs shares it. */
export const tabListCSS = css`
  display: flex;
  /* A row of tabs wider than a phone (the admin's three) wraps instead of widening the page. */
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  border: 1px solid ${theme.color.border};
`;

/** One tab, the selected one raised with an accent underline; FilterTabs shares it. */
export const tabCSS = css`
  ${quietControlCSS};
  flex: 1;
  min-block-size: 36px;
  padding-inline: ${theme.space.md};
  border-radius: ${theme.radius.sm};
  font-weight: 600;
  &[aria-selected='true'] {
    background: ${theme.color.bg};
    color: ${theme.color.text};
    box-shadow: inset 0 -2px 0 ${theme.color.accent};
  }
`;

const panelCSS = css`
  padding-block-start: ${theme.space.md};
  &:focus-visible {
    outline-offset: 4px;
  }
`;

export type TabItem = {
  id: string;
  label: ReactNode;
  panel: ReactNode;
};

type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** Initially selected tab (uncontrolled); defaults to the first. */
  defaultSelectedId?: string;
  /** Controlled selection; pair with onSelect. */
  selectedId?: string;
  onSelect?: (id: string) => void;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, only the
 * selected tab is in the tab order, and only the selected panel's content is rendered.
 */
export function Tabs({ label, items, defaultSelectedId, selectedId, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId ?? items[0]?.id);
  const selected = selectedId ?? ownSelection;

  const select = (id: string) => {
    setOwnSelection(id);
    onSelect?.(id);
  };
  const { onKeyDown, tabRef } = useRovingTabs(
    items.map((item) => item.id),
    selected,
    select,
  );

  return (
    <div>
      <div role="tablist" aria-label={label} css={tabListCSS} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={tabRef(item.id)}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              css={tabCSS}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={`${baseId}-panel-${item.id}`}
            aria-labelledby={`${baseId}-tab-${item.id}`}
            hidden={!isSelected}
            tabIndex={0}
            css={panelCSS}
          >
            {isSelected ? item.panel : null}
          </div>
        );
      })}
    </div>
  );
}
