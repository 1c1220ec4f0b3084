import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * viewer.apiTokens is a plain list (at most 20, newest first), not a connection, so the mutations
 * edit it here: `change` gets the current records and returns the new list.
 */
export function updateApiTokenList(store: RecordSourceSelectorProxy, userId: string, change: (tokens: RecordProxy[]) => RecordProxy[]): void {
  const user = store.get(userId);
  if (!user) return;
  const tokens = (user.getLinkedRecords('apiTokens') ?? []).filter((token): token is RecordProxy => token != null);
  user.setLinkedRecords(change(tokens), 'apiTokens');
}
