import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { allMemeConnections } from '../../features/memes/memeConnections';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast/useToast';
import type { DeleteMemeButtonMutation } from './__generated__/DeleteMemeButtonMutation.graphql';

const mutation = graphql`
  mutation DeleteMemeButtonMutation($input: DeleteMemeInput!, $connections: [ID!]!) {
    deleteMeme(input: $input) {
      __typename
      ... on DeleteMemeSuccess {
        deletedMemeId @deleteEdge(connections: $connections)
      }
    }
  }
`;

type DeleteMemeButtonProps = { memeId: string; viewerId: string };

/** 'Delete' after a confirmation; the meme leaves My Memes and the recent memes, and the user goes to My Memes. */
export function DeleteMemeButton({ memeId, viewerId }: DeleteMemeButtonProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const [commit, deleting] = useMutation<DeleteMemeButtonMutation>(mutation);

  const remove = () => {
    commit({
      variables: { input: { memeId }, connections: allMemeConnections(viewerId) },
      onCompleted: ({ deleteMeme: result }) => {
        setAsking(false);
        if (result.__typename !== 'DeleteMemeSuccess') {
          toast({ title: intl.formatMessage({ id: 'MemePage.deleteFailed' }), variant: 'destructive' });
          return;
        }
        toast({ title: intl.formatMessage({ id: 'MemePage.deleted' }), variant: 'success' });
        void navigate('/profile', { replace: true });
      },
      onError: (error) => {
        console.warn('Deleting the meme failed', error);
        setAsking(false);
        toast({ title: intl.formatMessage({ id: 'MemePage.deleteFailed' }), variant: 'destructive' });
      },
    });
  };

  return (
    <>
      <Button variant="destructive" onClick={() => setAsking(true)}>
        {intl.formatMessage({ id: 'MemePage.delete' })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage({ id: 'MemePage.deleteTitle' })}
        description={intl.formatMessage({ id: 'MemePage.deleteDescription' })}
        cancelId="MemePage.deleteCancel"
        confirmId="MemePage.deleteConfirm"
        pending={deleting}
        onCancel={() => setAsking(false)}
        onConfirm={remove}
      />
    </>
  );
}
