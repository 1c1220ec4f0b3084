import { useCallback, useRef, useState } from 'react';
import type { GeneratedMeme } from './generatedMeme';
import type { GenerationWording } from './generationToasts';
import type { ResultStatus } from './GenerationResultPanel';
import { useMemeGeneration, type GenerationOutcome, type GenerationRequest, type Generator } from './useMemeGeneration';

/**
 * A creator page's generation state: idle, generating, results. Regenerate repeats the last
 * request; clear() empties the results (Create New, a new template or image).
 */
export type CreatorResults = ReturnType<typeof useCreatorResults>;

export function useCreatorResults(generator: Generator, wording: GenerationWording = 'meme') {
  const generation = useMemeGeneration(generator, wording);
  const [result, setResult] = useState<GenerationOutcome | null>(null);
  const last = useRef<GenerationRequest | null>(null);
  const { generate } = generation;

  const run = useCallback(
    async (request: GenerationRequest) => {
      last.current = request;
      const outcome = await generate(request);
      if (outcome) setResult(outcome);
    },
    [generate],
  );

  const update = useCallback((meme: GeneratedMeme) => {
    setResult((current) => current && { ...current, memes: current.memes.map((old) => (old.id === meme.id ? meme : old)) });
  }, []);

  const status: ResultStatus = generation.generating ? 'generating' : result ? 'results' : 'idle';
  return {
    status,
    generating: generation.generating,
    progress: generation.progress,
    memes: result?.memes ?? [],
    captionEngine: result?.captionEngine ?? null,
    captionLanguage: result?.captionLanguage ?? null,
    run,
    regenerate: () => void (last.current && run(last.current)),
    clear: () => setResult(null),
    update,
    loginRequired: generation.loginRequired,
    closeLoginRequired: generation.closeLoginRequired,
  };
}
