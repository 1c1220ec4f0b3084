import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionRefresh } from '../../features/auth/useSessionRefresh';
import type { ToastOptions } from '../../ui/toast/toastContext';
import { useToast } from '../../ui/toast/useToast';

/** After any successful sign-in: reload the shell as the new user, greet them, go home. */
export function useSignedIn() {
  const refreshSession = useSessionRefresh();
  const navigate = useNavigate();
  const { toast } = useToast();

  return useCallback(
    async (greeting: ToastOptions) => {
      await refreshSession();
      toast({ variant: 'success', ...greeting });
      await navigate('/', { replace: true });
    },
    [navigate, refreshSession, toast],
  );
}
