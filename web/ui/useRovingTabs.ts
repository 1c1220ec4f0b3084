import { useRef, type KeyboardEvent } from 'react';

/**
 * The keyboard of a WAI-ARIA tab list with automatic activation: arrow keys (mirrored right to left),
 * Home and End select a tab and move focus to it. Give the selected tab tabIndex 0 and the others -1
 * (roving tabindex), set `tabRef(id)` as each tab's ref and `onKeyDown` on the tab list.
 */
export function useRovingTabs<T extends string>(ids: readonly T[], selected: T | undefined, select: (id: T) => void) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = ids.findIndex((id) => id === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const moves: Record<string, number> = {
      ArrowRight: rtl ? index - 1 : index + 1,
      ArrowLeft: rtl ? index + 1 : index - 1,
      Home: 0,
      End: ids.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const id = ids[(target + ids.length) % ids.length];
    if (id === undefined) return;
    select(id);
    refs.current.get(id)?.focus();
  };

  const tabRef = (id: T) => (node: HTMLButtonElement | null) => {
    if (node) refs.current.set(id, node);
    else refs.current.delete(id);
  };

  return { onKeyDown, tabRef };
}
