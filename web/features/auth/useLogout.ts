import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { holdSocketsForSignOut } from '../../relay/environment';
import { useToast } from '../../ui/toast/useToast';
import { signOutOfFirebase } from './firebaseSession';
import { useSessionRefresh } from './useSessionRefresh';

/**
 * Ends the session through the REST shim (`POST /api/logout`), ends the Firebase session if the
 * user came in through the Google popup, and reloads the route queries (shell included) as a visitor.
 */
export function useLogout() {
  const intl = useIntl();
  const { toast } = useToast();
  const refreshSession = useSessionRefresh();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    const release = holdSocketsForSignOut();
    try {
      const response = await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
      await signOutOfFirebase();
      await refreshSession();
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: 'Logout.successTitle' }),
        description: intl.formatMessage({ id: 'Logout.successDescription' }),
      });
    } catch (error) {
      release();
      console.error('Logout failed', error);
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'Logout.failedTitle' }) });
    } finally {
      setPending(false);
    }
  }, [intl, refreshSession, toast]);

  return { logout, pending };
}
