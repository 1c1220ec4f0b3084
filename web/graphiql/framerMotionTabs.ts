// GraphiQL's tab bar without framer-motion (vite.graphiql.config.ts aliases `framer-motion` here).
// @graphiql/react draws its tabs as framer-motion's Reorder.Group/Reorder.Item so they can be
// dragged into another order, with the tab bar as drag constraint. framer-motion keeps a drag
// offset (a transform) on each tab and rescales it whenever the tab or the bar changes size;
// GraphiQL's CSS hides that offset (`.graphiql-tab:not(:focus-within) { transform: none !important }`)
// until the tab's button has focus, which it takes on mousedown. A tab with an offset then jumps
// from under the pointer as it is pressed, the mouseup lands beside it and no click happens: in
// yoga's page 3 of 5 first clicks on the example tabs were lost that way. Plain list elements
// cannot move; the tabs can no longer be reordered by dragging, and the page is ~60 KB lighter.
import { createElement, forwardRef, type HTMLAttributes } from 'react';

type MotionOnly = { values?: unknown; onReorder?: unknown; axis?: unknown; value?: unknown; dragConstraints?: unknown; dragElastic?: unknown };

const Group = forwardRef<HTMLUListElement, HTMLAttributes<HTMLUListElement> & MotionOnly>(function TabList(
  { values: _values, onReorder: _onReorder, axis: _axis, ...props },
  ref,
) {
  return createElement('ul', { ...props, ref });
});

const Item = forwardRef<HTMLLIElement, HTMLAttributes<HTMLLIElement> & MotionOnly>(function TabItem(
  { value: _value, dragConstraints: _dragConstraints, dragElastic: _dragElastic, ...props },
  ref,
) {
  return createElement('li', { ...props, ref });
});

/** The part of framer-motion's API that GraphiQL uses. */
export const Reorder = { Group, Item };
