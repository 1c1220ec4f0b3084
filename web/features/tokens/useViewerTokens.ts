import { graphql, useFragment } from 'react-relay/hooks';
import type { useViewerTokens_viewer$key } from './__generated__/useViewerTokens_viewer.graphql';
import { useDisplayedTokens } from './useDisplayedTokens';

/**
 * The one selection of the balance every balance view reads: queries, mutations and the balance
 * subscriptions spread it, and Relay renders each view again when `tokens` changes.
 */
const viewerTokensFragment = graphql`
  fragment useViewerTokens_viewer on User {
    tokens
  }
`;

/** The viewer's Meme Fuel balance to show (the local fallback count when the server's is missing). */
export function useViewerTokens(viewerKey: useViewerTokens_viewer$key): number {
  const viewer = useFragment(viewerTokensFragment, viewerKey);
  return useDisplayedTokens(viewer.tokens);
}
