import { css } from '@emotion/react';
import { tabCSS, tabListCSS } from '../../ui/Tabs';
import { useRovingTabs } from '../../ui/useRovingTabs';

// Filters wrap onto more rows instead of stretching: every choice stays in sight.
const wrapCSS = css`
  flex-wrap: wrap;
`;

const filterTabCSS = css`
  flex: none;
  min-block-size: 34px;
  white-space: nowrap;
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
  const { onKeyDown, tabRef } = useRovingTabs(
    tabs.map((tab) => tab.id),
    selected,
    onSelect,
  );

  return (
    <div role="tablist" aria-label={label} css={[tabListCSS, wrapCSS]} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={tabRef(tab.id)}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          aria-controls={controls}
          tabIndex={tab.id === selected ? 0 : -1}
          css={[tabCSS, filterTabCSS]}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
