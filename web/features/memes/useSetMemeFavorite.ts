import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetMemeFavoriteMutation } from './__generated__/useSetMemeFavoriteMutation.graphql';

const mutation = graphql`
  mutation useSetMemeFavoriteMutation($input: SetMemeFavoriteInput!) {
    setMemeFavorite(input: $input) {
      __typename
      ... on SetMemeFavoriteSuccess {
        meme {
          id
          favorite
        }
      }
    }
  }
`;

/**
 * Marks a meme as a favourite or not: every view of it (its page, My Memes' star) shows the new
 * state at once and goes back if the server refuses. Resolves with whether it was saved.
 */
export function useSetMemeFavorite() {
  const [commit] = useMutation<useSetMemeFavoriteMutation>(mutation);
  return useCallback(
    (memeId: string, favorite: boolean) =>
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input: { memeId, favorite } },
          optimisticResponse: { setMemeFavorite: { __typename: 'SetMemeFavoriteSuccess', meme: { id: memeId, favorite } } },
          onCompleted: ({ setMemeFavorite: result }) => resolve(result.__typename === 'SetMemeFavoriteSuccess'),
          onError: (error) => {
            console.warn('Saving the favourite failed', error);
            resolve(false);
          },
        });
      }),
    [commit],
  );
}
