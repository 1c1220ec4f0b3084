import { usePreloadedQuery } from 'react-relay/hooks';
import { useRouteLoaderData } from 'react-router';
import type { appLayoutLoaderQuery as AppLayoutLoaderQuery } from './__generated__/appLayoutLoaderQuery.graphql';
import { appLayoutLoaderQuery, type AppLayoutLoaderData } from './appLayoutLoader';

export const ROOT_ROUTE_ID = 'root';

/** The viewer from the shell query (suspends while it loads; null for visitors). */
export function useShellViewer() {
  const queryRef = useRouteLoaderData<AppLayoutLoaderData>(ROOT_ROUTE_ID);
  if (!queryRef) throw new Error('useShellViewer() is only available below the root route');
  return usePreloadedQuery<AppLayoutLoaderQuery>(appLayoutLoaderQuery, queryRef).viewer;
}
