import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useToast } from '../../ui/toast/useToast';

type Action = 'create' | 'update' | 'delete';

const SUCCESS = {
  create: 'AffiliateSiteToast.created',
  update: 'AffiliateSiteToast.updated',
  delete: 'AffiliateSiteToast.deleted',
} as const;

const FAILURE = {
  create: 'AffiliateSiteToast.createFailed',
  update: 'AffiliateSiteToast.updateFailed',
  delete: 'AffiliateSiteToast.deleteFailed',
} as const;

/**
 * The spec's outcome of the affiliate site forms (section 8): 'Success' with what happened, then
 * /admin (opened on the sites tab); or 'Error' with the server's message, or the spec's fallback.
 */
export function useAffiliateSiteToasts(action: Action) {
  const intl = useIntl();
  const { toast } = useToast();
  const navigate = useNavigate();
  return {
    succeeded: () => {
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: 'AffiliateSiteToast.successTitle' }),
        description: intl.formatMessage({ id: SUCCESS[action] }),
      });
      void navigate('/admin', { state: { tab: 'sites' } });
    },
    failed: (serverMessage?: string) =>
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'AffiliateSiteToast.errorTitle' }),
        description: serverMessage ?? intl.formatMessage({ id: FAILURE[action] }),
      }),
  };
}
