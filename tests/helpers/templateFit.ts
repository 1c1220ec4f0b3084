// How well Text to Meme's candidates fit tests/data/memePrompts.json: prompts in eight languages,
// each with the templates a meme maker would reach for. Shared by the M1 bench and its floor test.
import { textCandidates } from '../../api/services/generation/candidates';
import heldOut from '../data/memePromptsHeldOut.json' with { type: 'json' };
import prompts from '../data/memePrompts.json' with { type: 'json' };
import unseen from '../data/memePromptsUnseen.json' with { type: 'json' };

export type FitPrompt = { lang: string; prompt: string; fits: string[] };
export type FitRow = { prompts: number; offered: number; first: number };

/** The prompts the situations (api/templates/search/situations.ts) were written against. */
export const FIT_PROMPTS: readonly FitPrompt[] = prompts;
/** Prompts written after the situations in other words (then used to extend them). */
export const HELD_OUT_PROMPTS: readonly FitPrompt[] = heldOut;
/**
 * Prompts others wrote for the caption tests (offlineCaptionPhrases.test.ts) before the situations
 * existed, labelled but never used to tune them: how well the situations carry over to what people type.
 */
export const UNSEEN_PROMPTS: readonly FitPrompt[] = unseen;

/** Shares of prompts whose 12 candidates include a fitting template (offered) and start with one (first). */
export function fitRates(set: readonly FitPrompt[] = FIT_PROMPTS): FitRow & { byLanguage: Record<string, FitRow>; misses: string[] } {
  const byLanguage: Record<string, FitRow> = {};
  const total: FitRow = { prompts: 0, offered: 0, first: 0 };
  const misses: string[] = [];
  for (const { lang, prompt, fits } of set) {
    const ids = textCandidates(prompt, false).map((template) => template.id);
    const rows = [total, (byLanguage[lang] ??= { prompts: 0, offered: 0, first: 0 })];
    const offered = ids.some((id) => fits.includes(id));
    const first = fits.includes(ids[0]!);
    for (const row of rows) {
      row.prompts += 1;
      if (offered) row.offered += 1;
      if (first) row.first += 1;
    }
    if (!first) misses.push(`${lang} "${prompt}" → ${ids.slice(0, 3).join(', ')}`);
  }
  return { prompts: total.prompts, offered: total.offered / total.prompts, first: total.first / total.prompts, byLanguage, misses };
}
