// The safety filter the process chose at start: the word lists always (./wordLists.ts), plus the
// moderation endpoint when a model is configured (./moderation.ts), or nothing at all with
// SAFETY_FILTER=off. Services receive it through AppDeps and never choose it.
import type { Config } from '../../platform/config';
import type { Logger } from '../../platform/log';
import { createModerationClient, type ModerationClient } from './moderation';
import { LISTED_LANGUAGES, wordListMatcher } from './wordLists';

/** Why a text was refused: the matched entry as normalised (never the text itself), or the endpoint's category. */
export type SafetyRefusalReason =
  | { check: 'word_list'; term: string; termLanguage: string; category: undefined }
  | { check: 'moderation'; term: undefined; termLanguage: undefined; category: string | undefined };

export type SafetyVerdict = { allowed: true } | ({ allowed: false } & SafetyRefusalReason);

export type SafetyFilter = {
  enabled: boolean;
  /** The moderation model asked after the word lists, if any. */
  moderationModel: string | undefined;
  /**
   * Judges a text in `language` (the text's own, which decides the words that are ordinary in it).
   * Throws ModerationUnavailableError when the moderation endpoint cannot answer.
   */
  check(text: string, language: string): Promise<SafetyVerdict>;
};

const ALLOWED: SafetyVerdict = { allowed: true };

/** The filter `config` asks for; states at start what it checks. */
export function createSafetyFilter(config: Config, log: Logger): SafetyFilter {
  if (!config.safety.enabled) {
    log.warn('Safety filter is off (SAFETY_FILTER=off): prompts and captions are not checked');
    return { enabled: false, moderationModel: undefined, check: async () => ALLOWED };
  }
  const words = wordListMatcher();
  const model = config.safety.moderationModel;
  const moderation: ModerationClient | undefined =
    model && config.openai
      ? createModerationClient({
          apiKey: config.openai.apiKey,
          baseUrl: config.openai.baseUrl,
          model,
          timeoutMs: config.openai.timeoutMs,
          maxRetries: config.openai.maxRetries,
        })
      : undefined;
  log.info('Safety filter is on', { wordLists: LISTED_LANGUAGES.join(' '), entries: words.size, moderationModel: moderation?.model ?? 'none' });
  return {
    enabled: true,
    moderationModel: moderation?.model,
    async check(text, language) {
      const listed = words.find(text, language);
      if (listed) return { allowed: false, check: 'word_list', term: listed.term, termLanguage: listed.language, category: undefined };
      if (!moderation || !text.trim()) return ALLOWED;
      const verdict = await moderation.check(text);
      return verdict.flagged ? { allowed: false, check: 'moderation', term: undefined, termLanguage: undefined, category: verdict.category } : ALLOWED;
    },
  };
}
