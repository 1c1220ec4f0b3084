import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';

/**
 * After sign-in, sign-out or account deletion: forgets everything the store knew as the previous
 * user and reloads the route queries, the shell's included (navigation, token widget, gates).
 */
export function useSessionRefresh() {
  const environment = useRelayEnvironment();
  const { revalidate } = useRevalidator();

  return useCallback(async () => {
    // Everything cached was fetched as someone else: mark it stale so every query asks again.
    // (invalidateStore exists on this proxy at runtime; @types/relay-runtime only declares it
    // on the selector proxy.)
    environment.commitUpdate((store) => (store as typeof store & { invalidateStore(): void }).invalidateStore());
    await revalidate();
  }, [environment, revalidate]);
}
