// The rule of the safety filter: a refused text is not made into a meme, and the refusal is
// recorded for the admin in the same request: where and why, never the text. The filter itself
// (word lists, moderation endpoint) is an adapter chosen at start: api/ai/safety/filter.ts.
import type { SafetyRefusalReason } from '../../ai/safety/filter';
import type { Context } from '../../context';
import { ContentRefusedError } from './errors';

export type SafetyContext = Pick<Context, 'prisma' | 'safety' | 'log' | 'requestId' | 'viewer'>;

/** Where a refused text came from: a generation's prompt, a provider's caption, a caption written by hand, an upload's description. */
export type RefusalSource = 'prompt' | 'caption' | 'edit' | 'upload_description';

type Screened = { text: string; source: RefusalSource; language: string };

/**
 * Whether the filter lets the text through; a refusal is recorded first. Throws
 * ModerationUnavailableError when the moderation endpoint cannot answer (the caller decides
 * whether that is a refund or a plain failure).
 */
export async function passesSafetyFilter(ctx: SafetyContext, { text, source, language }: Screened): Promise<boolean> {
  if (!ctx.safety.enabled || !text.trim()) return true;
  const verdict = await ctx.safety.check(text, language);
  if (verdict.allowed) return true;
  await recordRefusal(ctx, source, language, verdict);
  return false;
}

/** Throws ContentRefusedError (after recording it) when the filter refuses the text. */
export async function requireSafeText(ctx: SafetyContext, screened: Screened): Promise<void> {
  if (!(await passesSafetyFilter(ctx, screened))) throw new ContentRefusedError();
}

async function recordRefusal(ctx: SafetyContext, source: RefusalSource, language: string, reason: SafetyRefusalReason): Promise<void> {
  const row = {
    userId: ctx.viewer?.id ?? null,
    source,
    check: reason.check,
    category: reason.category ?? null,
    term: reason.term ?? null,
    termLanguage: reason.termLanguage ?? null,
    language,
  };
  // The refusal stands even if it cannot be written down: losing an admin's row is better than letting the text through.
  await ctx.prisma.safetyRefusal
    .create({ data: row })
    .catch((error: unknown) => ctx.log.error('could not record a safety refusal', { requestId: ctx.requestId, error }));
  ctx.log.info('safety filter refused a text', { requestId: ctx.requestId, source, check: reason.check, term: reason.term, category: reason.category });
}
