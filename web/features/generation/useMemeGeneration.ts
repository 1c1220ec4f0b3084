import type { CaptionEngineName } from './CaptionSourceBadges';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { useMemeGenerationMutation, GenerationMethod } from './__generated__/useMemeGenerationMutation.graphql';
import { toGeneratedMeme, type GeneratedMeme } from './generatedMeme';
import { problemOf, useGenerationToasts, type GenerationProblem, type GenerationWording } from './generationToasts';
import { uploadImage } from './uploadImage';

export type GenerationRequest = {
  method: GenerationMethod;
  prompt: string;
  /** A template's slug (TEMPLATE). */
  templateId?: string | null;
  /** The chosen file (UPLOAD); uploaded once, then reused. */
  image?: File | null;
  gif?: boolean;
  count?: number;
};

/** `captionLanguage`: the language the captions are written in, the prompt's (e.g. `es`). */
export type GenerationOutcome = { memes: GeneratedMeme[]; captionEngine: CaptionEngineName; captionLanguage: string };

/** Who is generating: null for a visitor (who gets the 'Login Required' dialog instead). */
export type Generator = { readonly id: string; readonly tokens: number | null | undefined } | null | undefined;

const mutation = graphql`
  mutation useMemeGenerationMutation($input: GenerateMemesInput!, $connections: [ID!]!) {
    generateMemes(input: $input) {
      __typename
      ... on GenerateMemesSuccess {
        captionEngine
        captionLanguage
        # The balance views update with the charge (the viewer's record).
        viewer {
          ...useViewerTokens_viewer
        }
        # The profile's list shows a new meme from its own fragment.
        memes @prependNode(connections: $connections, edgeTypeName: "UserMemesConnectionEdge") {
          id
          ...ProfileMemes_meme
          ...generatedMeme_meme
        }
      }
    }
  }
`;

/**
 * Generates memes the way the spec's pages do: a visitor gets the login dialog, a blank prompt, a
 * missing image or an empty balance a toast, all without a request; then the upload (if any) and
 * the generation, whose errors become the spec's toasts. New memes also join the profile's list.
 */
export function useMemeGeneration(generator: Generator, wording: GenerationWording) {
  const intl = useIntl();
  const toasts = useGenerationToasts(wording);
  const [commit, committing] = useMutation<useMemeGenerationMutation>(mutation);
  const [uploading, setUploading] = useState(false);
  const [loginRequired, setLoginRequired] = useState(false);
  const uploaded = useRef(new WeakMap<File, string>());

  const generate = useCallback(
    async (request: GenerationRequest): Promise<GenerationOutcome | null> => {
      if (!generator) {
        setLoginRequired(true);
        return null;
      }
      const refuse = (problem: GenerationProblem) => {
        toasts.problem(problem);
        return null;
      };
      if (!request.prompt.trim()) return refuse('emptyPrompt');
      if ((request.method === 'TEMPLATE' && !request.templateId) || (request.method === 'UPLOAD' && !request.image)) return refuse('noImageSelected');
      if ((generator.tokens ?? 0) <= 0) return refuse('notEnoughTokens');

      let uploadId: string | null = null;
      if (request.method === 'UPLOAD' && request.image) {
        uploadId = uploaded.current.get(request.image) ?? null;
        if (!uploadId) {
          setUploading(true);
          const outcome = await uploadImage(request.image);
          setUploading(false);
          if ('problem' in outcome) return refuse(outcome.problem);
          uploadId = outcome.uploadId;
          uploaded.current.set(request.image, uploadId);
        }
      }

      return new Promise((resolve) => {
        commit({
          variables: {
            input: {
              method: request.method,
              prompt: request.prompt.trim(),
              templateId: request.method === 'TEMPLATE' ? request.templateId : null,
              uploadId,
              gif: request.gif ?? false,
              count: request.count ?? 4,
              locale: intl.locale,
            },
            connections: [ConnectionHandler.getConnectionID(generator.id, 'ProfileMemes_memes')],
          },
          onCompleted: ({ generateMemes: result }) => {
            if (result.__typename === 'GenerateMemesSuccess') {
              resolve({ memes: result.memes.map(toGeneratedMeme), captionEngine: result.captionEngine, captionLanguage: result.captionLanguage });
              return;
            }
            toasts.problem(problemOf(result.__typename));
            resolve(null);
          },
          onError: (error) => {
            console.error('Generating memes failed', error);
            toasts.problem('failed');
            resolve(null);
          },
        });
      });
    },
    [commit, generator, intl.locale, toasts],
  );

  return { generate, generating: committing || uploading, loginRequired, closeLoginRequired: () => setLoginRequired(false) };
}
