import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { MemeCaptionInput, useUpdateMemeCaptionsMutation } from './__generated__/useUpdateMemeCaptionsMutation.graphql';
import { toGeneratedMeme, type GeneratedMeme } from './generatedMeme';

/** One caption of an edit, for the slot it fills (the server's MemeCaptionInput). */
export type CaptionChange = MemeCaptionInput & { slot: string };

const mutation = graphql`
  mutation useUpdateMemeCaptionsMutation($input: UpdateMemeCaptionsInput!) {
    updateMemeCaptions(input: $input) {
      __typename
      ... on UpdateMemeCaptionsSuccess {
        # My Memes and the recent memes show the new picture too (same record, its own fragment).
        meme {
          id
          ...ProfileMemes_meme
          ...RecentMemes_meme
          ...generatedMeme_meme
        }
      }
    }
  }
`;

/**
 * Saves a meme's captions; resolves with the updated meme (its image URL changes, so the picture
 * is drawn again), or null when saving failed (the caller says so).
 */
export function useUpdateMemeCaptions() {
  const [commit, saving] = useMutation<useUpdateMemeCaptionsMutation>(mutation);
  const save = useCallback(
    (memeId: string, captions: readonly CaptionChange[]) =>
      new Promise<GeneratedMeme | null>((resolve) => {
        commit({
          variables: { input: { memeId, captions: captions.map(({ slot, text, position, x, y }) => ({ slot, text, position, x, y })) } },
          onCompleted: ({ updateMemeCaptions: result }) => resolve(result.__typename === 'UpdateMemeCaptionsSuccess' ? toGeneratedMeme(result.meme) : null),
          onError: (error) => {
            console.error('Saving the captions failed', error);
            resolve(null);
          },
        });
      }),
    [commit],
  );
  return { save, saving };
}
