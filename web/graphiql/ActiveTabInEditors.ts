// GraphiQL draws its tabs at once but creates its editors only once Monaco has loaded, each with
// the text of the tab that was active when the page opened. A tab clicked in between became the
// active tab while the editors still showed the first one: Run sent the first tab's operation, and
// the next keystroke saved the first tab's text into the clicked one. This puts the active tab's
// text into each editor as it is created; after that GraphiQL keeps them in step itself.
import { useGraphiQL } from '@graphiql/react';
import { useEffect, useRef } from 'react';

type Field = 'query' | 'variables' | 'headers';
type Editor = { getValue(): string; setValue(value: string): void };

/** Renders nothing; a child of <GraphiQL>, so it sees GraphiQL's state. */
export function ActiveTabInEditors(): null {
  const editors: Record<Field, Editor | undefined> = {
    query: useGraphiQL((state) => state.queryEditor),
    variables: useGraphiQL((state) => state.variableEditor),
    headers: useGraphiQL((state) => state.headerEditor),
  };
  const activeTab = useGraphiQL((state) => state.tabs[state.activeTabIndex]);
  const defaultHeaders = useGraphiQL((state) => state.defaultHeaders);
  // Each editor is set once, when it first appears: later it may hold typing the tab has not saved yet.
  const done = useRef(new Set<Field>());
  useEffect(() => {
    for (const field of ['query', 'variables', 'headers'] as const) {
      const editor = editors[field];
      if (!editor || !activeTab || done.current.has(field)) continue;
      done.current.add(field);
      const text = activeTab[field] ?? (field === 'headers' ? defaultHeaders : undefined) ?? '';
      if (editor.getValue() !== text) editor.setValue(text);
    }
  });
  return null;
}
