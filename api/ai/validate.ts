// Whatever a provider says, only variations that fit the request get through: a template among the
// candidates, one caption per box, readable text of bounded length, no duplicates. A caption far
// over its box's budget is flagged (overBudgetProblem) so a provider can ask for a shorter one.
import { slotBudgets } from './budgets';
import { MAX_CAPTION_LENGTH, type CaptionRequest, type CaptionSlot, type CaptionVariation } from './types';

/** A variation as a provider proposed it, before any check. */
export type ProposedVariation = { templateId?: string | null; captions: readonly string[] };

/**
 * Control characters and zero-width marks that have no business in a caption. The zero-width
 * non-joiner and joiner stay: Persian and Telugu spell with them, and emoji sequences (👨‍👩‍👧) need them.
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;

/** One line of caption text: invisible characters gone, spaces collapsed, at most MAX_CAPTION_LENGTH. */
export function cleanCaption(text: string): string {
  const flat = text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_CAPTION_LENGTH) return flat;
  const cut = flat.slice(0, MAX_CAPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_CAPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The boxes a variation must fill, or undefined when its template is not allowed. */
function slotsFor(
  request: CaptionRequest,
  templateId: string | null | undefined,
): { id: string | null; slots: readonly CaptionSlot[]; min: number } | undefined {
  switch (request.kind) {
    case 'template':
      return { id: request.template.id, slots: request.template.slots, min: request.template.slots.length };
    case 'upload':
      // Top text alone is a fine meme too.
      return { id: null, slots: request.slots, min: 1 };
    case 'text': {
      const template = request.candidates.find((candidate) => candidate.id === templateId);
      return template ? { id: template.id, slots: template.slots, min: template.slots.length } : undefined;
    }
  }
}

/**
 * The proposed variations that fit the request, cleaned, without duplicates, in their order, at
 * most `limit`. Too few captions for a template's boxes, an unknown template or nothing but blank
 * text disqualifies a variation; captions beyond the boxes are dropped.
 */
export function acceptVariations(request: CaptionRequest, proposed: readonly ProposedVariation[], limit = request.count): CaptionVariation[] {
  return acceptWithIndexes(request, proposed, limit).map(({ variation }) => variation);
}

/** acceptVariations, each accepted variation with the index of the proposal it came from. */
export function acceptWithIndexes(
  request: CaptionRequest,
  proposed: readonly ProposedVariation[],
  limit = request.count,
): { index: number; variation: CaptionVariation }[] {
  const accepted: { index: number; variation: CaptionVariation }[] = [];
  const seen = new Set<string>();
  for (const [index, variation] of proposed.entries()) {
    if (accepted.length >= limit) break;
    const target = slotsFor(request, variation.templateId);
    if (!target) continue;
    const captions = variation.captions.slice(0, target.slots.length).map(cleanCaption);
    if (captions.length < target.min || !captions.some(Boolean)) continue;
    const key = JSON.stringify([target.id, captions.map((caption) => caption.toLowerCase())]);
    if (seen.has(key)) continue;
    seen.add(key);
    accepted.push({ index, variation: { templateId: target.id, captions } });
  }
  return accepted;
}

/**
 * A caption this many times its box's budget needs a font too small to read; MAX_CAPTION_LENGTH
 * stays the hard limit, this one only sends the answer back once.
 */
export const OVER_BUDGET_FACTOR = 1.5;

/** Which box of an accepted variation holds far more text than it can show legibly, if any. */
export function overBudgetProblem(request: CaptionRequest, variation: CaptionVariation): string | undefined {
  const target = slotsFor(request, variation.templateId);
  if (!target) return undefined;
  const budgets = slotBudgets(request, target.slots);
  for (const [index, caption] of variation.captions.entries()) {
    const budget = budgets[index];
    const length = [...caption].length;
    if (budget !== undefined && length > budget * OVER_BUDGET_FACTOR) {
      const slot = target.slots[index]!;
      return `box ${index + 1} (${slot.role ?? slot.position}) has ${length} characters where at most ${budget} fit`;
    }
  }
  return undefined;
}

/** Letters of each supported language's script; languages not listed are written in Latin letters. */
const SCRIPT_LETTERS: Readonly<Record<string, RegExp>> = {
  // ー (the long vowel mark of 既読スルー) is Common script, written only in Japanese.
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]/u,
  zh: /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
  bg: /\p{Script=Cyrillic}/u,
  ar: /\p{Script=Arabic}/u,
  fa: /\p{Script=Arabic}/u,
  ur: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
  bn: /\p{Script=Bengali}/u,
  te: /\p{Script=Telugu}/u,
  el: /\p{Script=Greek}/u,
  he: /\p{Script=Hebrew}/u,
};
const LATIN_LETTER = /\p{Script=Latin}/u;

/** A letter of `locale`'s script (Latin for the languages not listed). */
export function scriptLetterOf(locale: string): RegExp {
  return SCRIPT_LETTERS[locale] ?? LATIN_LETTER;
}

/**
 * Whether captions can be in `locale`'s language judging by their letters: true unless they have
 * letters and none of them is of the language's script (English captions for a Korean user, Cyrillic
 * ones for a French user). Brand names in Latin letters next to Korean text pass; captions of
 * emoji or digits alone pass, having no letters to judge.
 */
export function writtenInScriptOf(locale: string, captions: readonly string[]): boolean {
  const letters = [...captions.join(' ')].filter((character) => /\p{L}/u.test(character));
  const script = scriptLetterOf(locale);
  return letters.length === 0 || letters.some((letter) => script.test(letter));
}
