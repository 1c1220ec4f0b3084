import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import cancelPurchaseRequest, { type useCancelPurchaseMutation } from './__generated__/useCancelPurchaseMutation.graphql';

const mutation = graphql`
  mutation useCancelPurchaseMutation($id: ID!) {
    cancelPurchase(id: $id) {
      __typename
      ... on CancelPurchaseSuccess {
        # The purchase's row in the profile's history shows the new status.
        purchase {
          id
          ...ProfilePurchases_purchase
        }
      }
    }
  }
`;

/**
 * Tells the server the buyer walked away from a purchase: it cancels the payment (Stripe's
 * PaymentIntent too) so nothing stays 'Pending' in the history. Fire and forget: it runs on the
 * environment, so it completes even when the dialog that asked for it is gone.
 */
export function useCancelPurchase(): (purchaseId: string) => void {
  const environment = useRelayEnvironment();
  return useCallback(
    (purchaseId: string) => {
      commitMutation<useCancelPurchaseMutation>(environment, {
        mutation,
        variables: { id: purchaseId },
        onError: (error) => console.warn('Could not cancel the unpaid purchase', error),
      });
    },
    [environment],
  );
}

/**
 * The same cancel for a tab that is going away with the dialog open: a keepalive request outlives
 * the page, where the Relay environment would not.
 */
export function cancelPurchaseOnExit(purchaseId: string): void {
  void fetch('/graphql', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: cancelPurchaseRequest.params.text, variables: { id: purchaseId } }),
  }).catch(() => {});
}
