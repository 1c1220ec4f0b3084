import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { signOutOfFirebase } from '../../features/auth/firebaseSession';
import { useSessionRefresh } from '../../features/auth/useSessionRefresh';
import { holdSocketsForSignOut } from '../../relay/environment';
import { isGraphQLRequestError } from '../../relay/GraphQLRequestError';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast/useToast';
import type { DeleteAccountCardMutation } from './__generated__/DeleteAccountCardMutation.graphql';
import { SettingsCard } from './SettingsCard';

/** A server message worth showing: one the server meant for the user, not a masked failure. */
function serverMessage(error: Error): string | undefined {
  if (!isGraphQLRequestError(error)) return undefined;
  const code = error.code;
  return code && code !== 'INTERNAL_SERVER_ERROR' ? error.message : undefined;
}

/** Deletes the account after a confirmation dialog, then signs out and returns home. */
export function DeleteAccountCard() {
  const intl = useIntl();
  const { toast } = useToast();
  const navigate = useNavigate();
  const refreshSession = useSessionRefresh();
  const [confirming, setConfirming] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const onUnmount = useRef<(() => void) | null>(null);
  useEffect(() => () => onUnmount.current?.(), []);
  // No @deleteRecord on the id: the shell's viewer would turn null at once and the route gate
  // would send the user to /auth before we navigate home; the store is invalidated instead.
  const [commit, inFlight] = useMutation<DeleteAccountCardMutation>(graphql`
    mutation DeleteAccountCardMutation {
      deleteAccount {
        deletedUserId
      }
    }
  `);
  const pending = inFlight || finishing;

  const onConfirm = () => {
    setConfirming(false);
    const release = holdSocketsForSignOut();
    commit({
      variables: {},
      onCompleted: () => {
        setFinishing(true);
        // The shell may only learn that nobody is signed in once this page is gone: while the
        // route change is still rendering, the store update would reach the /profile gate, which
        // would send the user to /auth instead of /.
        const left = new Promise<void>((resolve) => {
          onUnmount.current = resolve;
        });
        void (async () => {
          await signOutOfFirebase();
          await navigate('/', { replace: true });
          await left;
          await refreshSession();
          toast({
            variant: 'success',
            title: intl.formatMessage({ id: 'DeleteAccount.successTitle' }),
            description: intl.formatMessage({ id: 'DeleteAccount.successDescription' }),
          });
        })();
      },
      onError: (error) => {
        release();
        console.error('Account deletion failed', error);
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'DeleteAccount.failedTitle' }),
          description: serverMessage(error) ?? intl.formatMessage({ id: 'DeleteAccount.failedDescription' }),
        });
      },
    });
  };

  return (
    <SettingsCard titleId="DeleteAccount.title" descriptionId="DeleteAccount.description" tone="danger">
      <Button variant="destructive" disabled={pending} onClick={() => setConfirming(true)}>
        <FormattedMessage id={pending ? 'DeleteAccount.pending' : 'DeleteAccount.open'} />
      </Button>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'DeleteAccount.confirmTitle' })}
        description={intl.formatMessage({ id: 'DeleteAccount.confirmDescription' })}
        cancelId="DeleteAccount.cancel"
        confirmId="DeleteAccount.confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirm}
      />
    </SettingsCard>
  );
}
