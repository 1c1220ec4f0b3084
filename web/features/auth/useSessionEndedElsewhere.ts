import { useEffect } from 'react';
import { SESSION_ENDED_EVENT } from '../../relay/environment';
import { useSessionRefresh } from './useSessionRefresh';

/**
 * A signed-in tab learns over its socket that the session ended somewhere else (logout in
 * another tab, a password change elsewhere, a ban) and shows itself as a visitor at once,
 * instead of at the next focus or click.
 */
export function useSessionEndedElsewhere(): void {
  const refreshSession = useSessionRefresh();
  useEffect(() => {
    const refresh = () => void refreshSession();
    window.addEventListener(SESSION_ENDED_EVENT, refresh);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, refresh);
  }, [refreshSession]);
}
