import { css } from '@emotion/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from './theme';

const tabListCSS = css`
  display: flex;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceRaised};
  border: 1px solid ${theme.color.border};
`;

const tabCSS = css`
  flex: 1;
  min-block-size: 36px;
  padding-inline: ${theme.space.md};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.textMuted};
  font-weight: 600;
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
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setOwnSelection(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next: Record<string, number> = {
      ArrowRight: rtl ? index - 1 : index + 1,
      ArrowLeft: rtl ? index + 1 : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const item = items[(target + items.length) % items.length];
    if (!item) return;
    select(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} css={tabListCSS} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
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
