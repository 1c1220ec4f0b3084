import { useSessionEndedElsewhere } from '../auth/useSessionEndedElsewhere';
import { useTokenBalanceUpdates } from '../tokens/useTokenBalanceUpdates';

/**
 * The signed-in viewer's live updates: balance and payment subscriptions, focus refresh, session
 * ended elsewhere. Split from the navigation (a lazy chunk): visitors never need it, and a
 * signed-in page paints before it subscribes.
 */
export function BalanceUpdates({ viewerId }: { viewerId: string }) {
  useTokenBalanceUpdates(viewerId);
  useSessionEndedElsewhere();
  return null;
}
