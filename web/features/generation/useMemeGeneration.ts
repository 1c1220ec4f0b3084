import type { CaptionEngineName } from './CaptionSourceBadges';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, requestSubscription, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { Disposable } from 'relay-runtime';
import { newMemeConnections } from '../memes/memeConnections';
import type { useMemeGenerationMutation, GenerationMethod } from './__generated__/useMemeGenerationMutation.graphql';
import type { useMemeGenerationProgressSubscription } from './__generated__/useMemeGenerationProgressSubscription.graphql';
import { toGeneratedMeme, type GeneratedMeme } from './generatedMeme';
import { newProgressKey } from './progressKey';
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

/** A running generation: the memes written so far (in order, gaps left by missed events skipped) of `total`. */
export type GenerationProgress = { memes: readonly GeneratedMeme[]; total: number };

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
        # My Memes and the creator pages' recent memes show a new meme from their own fragments.
        memes @prependNode(connections: $connections, edgeTypeName: "UserMemesConnectionEdge") {
          id
          ...ProfileMemes_meme
          ...RecentMemes_meme
          ...generatedMeme_meme
        }
      }
    }
  }
`;

// First word that the server listens, then each meme as soon as it is stored; the mutation's
// answer still brings them all.
const progressSubscription = graphql`
  subscription useMemeGenerationProgressSubscription($progressKey: String!) {
    memeGenerationProgress(progressKey: $progressKey) {
      __typename
      ... on MemeGenerationListening {
        progressKey
      }
      ... on MemeGenerationProgress {
        index
        meme {
          ...generatedMeme_meme
        }
      }
    }
  }
`;

/**
 * How long the mutation waits for the subscription's MemeGenerationListening: past it (a slow or
 * broken socket) the generation goes ahead, its answer alone showing the memes.
 */
const LISTENING_WAIT_MS = 1500;

/**
 * Generates memes the way the spec's pages do: a visitor gets the login dialog, a blank prompt, a
 * missing image or an empty balance a toast, all without a request; then the upload (if any) and
 * the generation, whose errors become the spec's toasts. New memes also join the profile's list.
 * While it runs, `progress` holds the memes written so far (memeGenerationProgress, subscribed
 * before the mutation is sent); without a socket the results simply come with the answer.
 */
export function useMemeGeneration(generator: Generator, wording: GenerationWording) {
  const intl = useIntl();
  const toasts = useGenerationToasts(wording);
  const [commit, committing] = useMutation<useMemeGenerationMutation>(mutation);
  const [uploading, setUploading] = useState(false);
  const [awaitingListener, setAwaitingListener] = useState(false);
  const [loginRequired, setLoginRequired] = useState(false);
  const uploaded = useRef(new WeakMap<File, string>());
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<GenerationProgress | null>(null);

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

      const count = request.count ?? 4;
      const progressKey = newProgressKey();
      const written: GeneratedMeme[] = [];
      let settled = false;
      setProgress({ memes: [], total: count });
      let listening = () => {};
      const listened = new Promise<void>((resolve) => {
        listening = resolve;
        setTimeout(resolve, LISTENING_WAIT_MS);
      });
      const following: Disposable = requestSubscription<useMemeGenerationProgressSubscription>(environment, {
        subscription: progressSubscription,
        variables: { progressKey },
        onNext: (response) => {
          const event = response?.memeGenerationProgress;
          if (event?.__typename === 'MemeGenerationListening') listening();
          if (event?.__typename !== 'MemeGenerationProgress' || settled) return;
          written[event.index] = toGeneratedMeme(event.meme);
          setProgress({ memes: written.filter(Boolean), total: count });
        },
        // The mutation's answer is enough: a lost socket only means no early memes.
        onError: (error) => {
          console.warn('Generation progress subscription failed', error);
          listening();
        },
        onCompleted: () => listening(),
      });
      // Sent before the server listens, a fast generation's memes would all be missed.
      setAwaitingListener(true);
      await listened;
      setAwaitingListener(false);
      const settle = (outcome: GenerationOutcome | null, resolve: (outcome: GenerationOutcome | null) => void) => {
        settled = true;
        following.dispose();
        setProgress(null);
        resolve(outcome);
      };

      return new Promise((resolve) => {
        commit({
          variables: {
            input: {
              method: request.method,
              prompt: request.prompt.trim(),
              templateId: request.method === 'TEMPLATE' ? request.templateId : null,
              uploadId,
              gif: request.gif ?? false,
              count,
              locale: intl.locale,
              progressKey,
            },
            connections: newMemeConnections(generator.id),
          },
          onCompleted: ({ generateMemes: result }) => {
            if (result.__typename === 'GenerateMemesSuccess') {
              settle({ memes: result.memes.map(toGeneratedMeme), captionEngine: result.captionEngine, captionLanguage: result.captionLanguage }, resolve);
              return;
            }
            toasts.problem(problemOf(result.__typename));
            settle(null, resolve);
          },
          onError: (error) => {
            console.error('Generating memes failed', error);
            toasts.problem('failed');
            settle(null, resolve);
          },
        });
      });
    },
    [commit, environment, generator, intl.locale, toasts],
  );

  return { generate, generating: committing || uploading || awaitingListener, progress, loginRequired, closeLoginRequired: () => setLoginRequired(false) };
}
