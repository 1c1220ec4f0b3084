import { useEffect, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay/hooks';
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useTokenBalanceUpdatesPaymentSubscription } from './__generated__/useTokenBalanceUpdatesPaymentSubscription.graphql';
import type { useTokenBalanceUpdatesSubscription } from './__generated__/useTokenBalanceUpdatesSubscription.graphql';
import type { useTokenBalanceUpdatesRefreshQuery } from './__generated__/useTokenBalanceUpdatesRefreshQuery.graphql';

// Each selection of the viewer below spreads the balance views' one fragment: Relay writes the new
// `tokens` into the viewer's record, and everything showing it renders again (no updater).
const balanceSubscription = graphql`
  subscription useTokenBalanceUpdatesSubscription {
    viewerBalanceChanged {
      ...useViewerTokens_viewer
    }
  }
`;

// A completed purchase also updates the purchase's status wherever it is shown (same Relay record),
// and joins the top of the profile's Token Purchases list when that list is loaded (in every open
// tab, like the balance); Relay skips a purchase the list already holds.
const paymentSubscription = graphql`
  subscription useTokenBalanceUpdatesPaymentSubscription($connections: [ID!]!) {
    paymentCompleted {
      viewer {
        ...useViewerTokens_viewer
      }
      purchase @prependNode(connections: $connections, edgeTypeName: "UserPurchasesConnectionEdge") {
        id
        ...ProfilePurchases_purchase
      }
    }
  }
`;

/** The profile's Token Purchases connection (web/pages/profile/ProfilePurchases.tsx), by key. */
const PURCHASES_CONNECTION = 'ProfilePurchases_purchases';

const refreshQuery = graphql`
  query useTokenBalanceUpdatesRefreshQuery {
    viewer {
      ...useViewerTokens_viewer
    }
  }
`;

/**
 * Keeps the signed-in viewer's `tokens` current everywhere: pushed changes arrive over the
 * `viewerBalanceChanged` and `paymentCompleted` subscriptions (in every open tab), and the balance is fetched again whenever the window
 * regains focus (the spec's refresh rule, also covering a dropped socket).
 */
export function useTokenBalanceUpdates(viewerId: string) {
  const environment = useRelayEnvironment();

  const config = useMemo<GraphQLSubscriptionConfig<useTokenBalanceUpdatesSubscription>>(
    () => ({
      subscription: balanceSubscription,
      variables: {},
      onError: (error) => console.warn('Token balance subscription failed', error),
    }),
    // A new viewer subscribes afresh, as the payment subscription does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [viewerId],
  );
  useSubscription(config);

  const paymentConfig = useMemo<GraphQLSubscriptionConfig<useTokenBalanceUpdatesPaymentSubscription>>(
    () => ({
      subscription: paymentSubscription,
      variables: { connections: [ConnectionHandler.getConnectionID(viewerId, PURCHASES_CONNECTION)] },
      onError: (error) => console.warn('Payment subscription failed', error),
    }),
    [viewerId],
  );
  useSubscription(paymentConfig);

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      fetchQuery<useTokenBalanceUpdatesRefreshQuery>(environment, refreshQuery, {}).subscribe({
        error: (error: unknown) => console.warn('Token balance refresh failed', error),
      });
    };
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [environment]);
}
