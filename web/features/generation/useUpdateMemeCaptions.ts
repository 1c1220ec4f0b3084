import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { useToast } from '../../ui/toast/useToast';
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
      ... on ContentRefusedError {
        messageId
      }
    }
  }
`;

/**
 * Saves a meme's captions; resolves with the updated meme (its image URL changes, so the picture
 * is drawn again), or null when saving failed, after saying why in a toast: the safety filter's
 * refusal, or that saving failed.
 */
export function useUpdateMemeCaptions() {
  const intl = useIntl();
  const { toast } = useToast();
  const [commit, saving] = useMutation<useUpdateMemeCaptionsMutation>(mutation);
  const failed = useCallback(
    (refused: boolean) => {
      toast(
        refused
          ? {
              title: intl.formatMessage({ id: 'Generation.contentRefused.title' }),
              description: intl.formatMessage({ id: 'Generation.contentRefused.description' }),
              variant: 'destructive',
            }
          : { title: intl.formatMessage({ id: 'GeneratedMeme.saveFailed' }), variant: 'destructive' },
      );
      return null;
    },
    [intl, toast],
  );
  const save = useCallback(
    (memeId: string, captions: readonly CaptionChange[]) =>
      new Promise<GeneratedMeme | null>((resolve) => {
        commit({
          variables: { input: { memeId, captions: captions.map(({ slot, text, position, x, y }) => ({ slot, text, position, x, y })) } },
          onCompleted: ({ updateMemeCaptions: result }) =>
            resolve(result.__typename === 'UpdateMemeCaptionsSuccess' ? toGeneratedMeme(result.meme) : failed(result.__typename === 'ContentRefusedError')),
          onError: (error) => {
            console.error('Saving the captions failed', error);
            resolve(failed(false));
          },
        });
      }),
    [commit, failed],
  );
  return { save, saving };
}
