// Which memes of a model's answer are kept, and in what order: the one rule for every model, fed
// the memes one by one in the order the model writes them (funniest first, see ./ranking.ts), so
// a meme can be shown while the next is still being written.
//
// A meme that fits the request (an offered template, one caption per box, the request's script),
// is legible (no caption far over its box's budget) and, in Text to Meme, is on a template not
// kept yet is kept at once and reported through onVariation. A meme that is too long to read or
// repeats a kept template is held as a spare: a user shown four memes expects four different
// pictures they can read, but would rather have those than fewer. Once `count` are kept the
// selector is full and the model can be stopped. When the answers end short, spares make up the
// count: legible ones before over-long ones, and each group new templates first.
import type { CaptionRequest, CaptionSlot, CaptionVariation, GenerateOptions } from './types';
import { languageName } from './languages';
import { cleanCaption, overBudgetProblem, writtenInScriptOf, type ProposedVariation } from './validate';

/** What became of an offered meme; `problem` says why it was not kept (a spare's or a rejected one's). */
export type Verdict = { verdict: 'kept' } | { verdict: 'spare'; problem?: string } | { verdict: 'rejected'; problem: string };

export type MemeSelector = {
  /** Judges one meme as the model wrote it; a kept one is reported at once. Ignored once finished. */
  offer(meme: ProposedVariation): Verdict;
  /** `count` memes are kept: the model may stop writing. */
  readonly full: boolean;
  /** Memes that would be delivered if the answers ended now (kept and spares, at most `count`). */
  readonly usable: number;
  /** Legible memes still needed for `count` (repeated templates count): what a retry asks for. */
  readonly missing: number;
  /** The memes kept so far, in order, to tell a retry what not to write again. */
  readonly kept: readonly CaptionVariation[];
  /** The memes delivered: the kept ones, then spares up to `count`, each spare reported as it joins. */
  finish(): CaptionVariation[];
};

type Spare = { variation: CaptionVariation; overBudget: boolean };

/** The boxes a meme on `templateId` fills, or undefined when the template was not offered. */
function slotsOf(request: CaptionRequest, templateId: string | null | undefined): readonly CaptionSlot[] | undefined {
  switch (request.kind) {
    case 'upload':
      return templateId == null ? request.slots : undefined;
    case 'template':
      return templateId === request.template.id ? request.template.slots : undefined;
    case 'text':
      return request.candidates.find((candidate) => candidate.id === templateId)?.slots;
  }
}

/** Whether `captions` fill `slots`: every box of a template; an upload's top text alone is a fine meme. */
function fillsBoxes(request: CaptionRequest, slots: readonly CaptionSlot[], captions: readonly string[]): boolean {
  return request.kind === 'upload' ? captions.length >= 1 && captions.length <= slots.length : captions.length === slots.length;
}

/** A selector for `request`, reporting each meme kept to `onVariation`. */
export function createMemeSelector(request: CaptionRequest, { onVariation }: GenerateOptions = {}): MemeSelector {
  const kept: CaptionVariation[] = [];
  const spares: Spare[] = [];
  const seen = new Set<string>();
  let finished = false;

  const keep = (variation: CaptionVariation) => {
    kept.push(variation);
    onVariation?.(variation, kept.length - 1);
  };
  const templateKept = (templateId: string | null) => kept.some((variation) => variation.templateId === templateId);
  const legibleSpares = () => spares.filter((spare) => !spare.overBudget).length;

  return {
    offer(meme) {
      if (finished) return { verdict: 'rejected', problem: 'came after the answer was taken' };
      const slots = slotsOf(request, meme.templateId);
      if (!slots) return { verdict: 'rejected', problem: `names the template "${meme.templateId ?? 'none'}", which was not offered` };
      if (!fillsBoxes(request, slots, meme.captions)) {
        return { verdict: 'rejected', problem: `has ${meme.captions.length} caption(s) for ${slots.length} text box(es)` };
      }
      const captions = meme.captions.map(cleanCaption);
      if (!captions.some(Boolean)) return { verdict: 'rejected', problem: 'has only blank captions' };
      if (!writtenInScriptOf(request.locale, captions)) return { verdict: 'rejected', problem: `is not written in ${languageName(request.locale)}` };
      const variation: CaptionVariation = { templateId: request.kind === 'upload' ? null : (meme.templateId ?? null), captions };
      const key = JSON.stringify([variation.templateId, captions.map((caption) => caption.toLowerCase())]);
      if (seen.has(key)) return { verdict: 'rejected', problem: 'repeats an earlier meme' };
      seen.add(key);
      const overBudget = overBudgetProblem(request, variation);
      if (overBudget) {
        spares.push({ variation, overBudget: true });
        return { verdict: 'spare', problem: `is too long to read: its ${overBudget}` };
      }
      if (kept.length >= request.count || (request.kind === 'text' && templateKept(variation.templateId))) {
        spares.push({ variation, overBudget: false });
        return { verdict: 'spare' };
      }
      keep(variation);
      return { verdict: 'kept' };
    },
    get full() {
      return kept.length >= request.count;
    },
    get usable() {
      return Math.min(kept.length + spares.length, request.count);
    },
    get missing() {
      return Math.max(0, request.count - kept.length - legibleSpares());
    },
    get kept() {
      return kept;
    },
    finish() {
      if (finished) return [...kept];
      finished = true;
      for (const overBudget of [false, true]) {
        const group = spares.filter((spare) => spare.overBudget === overBudget);
        while (group.length > 0 && kept.length < request.count) {
          // Asked each time, since the spare just kept may have taken the next one's template.
          const next = Math.max(0, request.kind === 'text' ? group.findIndex((spare) => !templateKept(spare.variation.templateId)) : 0);
          keep(group.splice(next, 1)[0]!.variation);
        }
      }
      return [...kept];
    },
  };
}
