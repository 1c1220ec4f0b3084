// The character budget of each box a caption provider fills, in the request's language: what the
// model is told to aim for and what its answer is held to (./validate.ts).
import { budgetInLanguage, captionBudgets } from '../../core/render/captionBudget';
import type { CaptionRequest, CaptionSlot } from './types';

/** Each slot's budget in characters of `request.locale`, or undefined when nothing says how big the box is. */
export function slotBudgets(request: CaptionRequest, slots: readonly CaptionSlot[]): (number | undefined)[] {
  // An uploaded picture's boxes are the default top and bottom ones, as big as its size makes them.
  const fromPicture = request.kind === 'upload' ? captionBudgets(request.image, [], slots.length) : [];
  return slots.map((slot, index) => {
    const budget = slot.characterBudget ?? fromPicture[index];
    return budget === undefined ? undefined : budgetInLanguage(budget, request.locale);
  });
}
