import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { asUserError, useUserErrorText } from '../auth/useUserErrorText';
import type { SaveMemeInput, useSaveMemeMutation } from './__generated__/useSaveMemeMutation.graphql';
import { newMemeConnections } from './memeConnections';

const mutation = graphql`
  mutation useSaveMemeMutation($input: SaveMemeInput!, $connections: [ID!]!) {
    saveMeme(input: $input) {
      __typename
      ... on SaveMemeSuccess {
        # My Memes and the creator pages' recent memes show it from their own fragments.
        meme @prependNode(connections: $connections, edgeTypeName: "UserMemesConnectionEdge") {
          id
          ...ProfileMemes_meme
          ...RecentMemes_meme
        }
      }
      # MemeNotFoundError, TemplateNotFoundError, InvalidMemeDesignError, CaptionRequiredError
      ... on UserError {
        message
        messageId
      }
    }
  }
`;

export type SaveOutcome = { memeId: string } | { error: string };

/**
 * Saves a design as a new meme of the signed-in user (saveMeme: from a template, or as an edit of
 * one of their memes, which stays); resolves with its id, or the message to show.
 */
export function useSaveMeme(viewerId: string) {
  const intl = useIntl();
  const errorText = useUserErrorText();
  const [commit, saving] = useMutation<useSaveMemeMutation>(mutation);
  const save = useCallback(
    (input: SaveMemeInput) =>
      new Promise<SaveOutcome>((resolve) => {
        commit({
          variables: { input, connections: newMemeConnections(viewerId) },
          onCompleted: ({ saveMeme: result }) => {
            // Typed as optional because of @prependNode; a success always has its meme.
            if (result.__typename === 'SaveMemeSuccess' && result.meme) return resolve({ memeId: result.meme.id });
            const error = 'message' in result ? asUserError(result) : null;
            resolve({ error: error ? errorText(error) : intl.formatMessage({ id: 'MemePage.saveFailed' }) });
          },
          onError: (error) => {
            console.error('Saving the meme failed', error);
            resolve({ error: intl.formatMessage({ id: 'MemePage.saveFailed' }) });
          },
        });
      }),
    [commit, errorText, intl, viewerId],
  );
  return { save, saving };
}
