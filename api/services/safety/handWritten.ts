// Captions written by hand (editing a meme, the template editor's Save) make memes that can be
// shared publicly: the same filter as generated ones, in the captions' own language.
import { detectPromptLanguage } from '../../ai/promptLanguage';
import { ModerationUnavailableError } from '../../ai/safety/moderation';
import { GenerationFailedError } from '../generation/errors';
import { requireSafeText, type SafetyContext } from './screen';

/** Throws ContentRefusedError for refused captions; GenerationFailedError when the moderation endpoint cannot answer. */
export async function screenHandWritten(ctx: SafetyContext, texts: readonly string[]): Promise<void> {
  const text = texts.filter(Boolean).join('\n');
  try {
    await requireSafeText(ctx, { text, source: 'edit', language: detectPromptLanguage(text, 'en').language });
  } catch (error) {
    if (error instanceof ModerationUnavailableError) throw new GenerationFailedError();
    throw error;
  }
}
