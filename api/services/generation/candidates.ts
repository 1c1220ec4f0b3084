// Templates offered to a caption provider. For Text to Meme the real templates are ranked by what
// each meme means against the prompt (templates/meaning.ts); well-known real templates fill the
// list, so there is always a choice. One template per card (catalogue/cards.ts): seven variants of
// one meme would be no choice at all, and a variant stands in for its card only where it fits better.
import { captionBudgets } from '../../../core/render/captionBudget';
import type { TemplateChoice } from '../../ai/types';
import { allCards, layoutsOf } from '../../templates/catalogue/cards';
import { byPopularity, getTemplate, type CatalogueEntry } from '../../templates/catalogue/catalogue';
import { realTemplatesFitting } from '../../templates/search/meaning';
import { seededRandom } from '../../templates/catalogue/seededRandom';
import { customTemplatesVersion } from '../../templates/custom/registry';

/** How many templates a provider chooses among, and how many of them may come from the prompt's meaning. */
export const CANDIDATE_LIMITS = { total: 12, fromSearch: 8 } as const;
/** Prompts that fit no template get well-known ones, picked (by the prompt) among this many. */
const WELL_KNOWN = 24;

/** A catalogue entry as a provider sees it. */
export function templateChoice(template: CatalogueEntry): TemplateChoice {
  const budgets = captionBudgets(template, template.textPositions);
  return {
    id: template.id,
    name: template.name,
    // What the meme means, so a model picks it for prompts it fits rather than by name alone.
    description: template.description,
    category: template.category,
    tags: template.tags,
    isGif: template.isGif,
    // What each box means (Drake: the thing rejected / the thing preferred) lets captions fill their
    // roles; how much text it holds legibly keeps them short enough to read.
    slots: template.textPositions.map((box, index) => ({
      position: box.position,
      defaultText: box.defaultText,
      role: template.boxRoles[index],
      characterBudget: budgets[index],
    })),
    ...(keepsOriginalBoxes(template) ? { captionsOf: template.pictureOf } : {}),
  };
}

/** A variant whose boxes mean what its original's do, in the same order. */
function keepsOriginalBoxes(template: CatalogueEntry): boolean {
  const original = template.classic ? undefined : getTemplate(template.pictureOf);
  return (
    original !== undefined &&
    original.boxRoles.length === template.boxRoles.length &&
    original.boxRoles.every((role, index) => role === template.boxRoles[index])
  );
}

/**
 * The templates Text to Meme chooses among, best fit first: real memes by meaning, then well-known
 * ones, each as its card (the real meme itself, never a variant or a copy of it). A card gives way
 * to one of its layouts only where that layout fits better: in GIF mode its animated layout, and
 * when the prompt spells out its captions, a still layout with exactly that many boxes. The meme
 * then names the layout and its card (Template.card), so the user sees which one it is. In GIF mode
 * memes without an animated layout (the latest real templates: the GIF share is kept near 5%) are
 * passed over, so there are still as many choices.
 */
export function textCandidates(prompt: string, gif: boolean): CatalogueEntry[] {
  const cards: string[] = [];
  const take = (template: CatalogueEntry) => {
    if (gif && !layoutsOf(template).some((layout) => layout.isGif)) return;
    if (!cards.includes(template.foldsInto)) cards.push(template.foldsInto);
  };
  for (const template of realTemplatesFitting(prompt)) {
    if (cards.length >= CANDIDATE_LIMITS.fromSearch) break;
    take(template);
  }
  for (const template of wellKnown(prompt)) {
    if (cards.length >= CANDIDATE_LIMITS.total) break;
    take(template);
  }
  const captions = spelledOutCaptions(prompt);
  return cards.flatMap((cardId) => {
    const card = getTemplate(cardId)!;
    if (!gif) return [layoutWithBoxes(card, captions) ?? card];
    const animated = layoutsOf(card).filter((layout) => layout.isGif) as CatalogueEntry[];
    // The animated take of the card's own picture, before one of a copy's.
    const own = animated.find((layout) => layout.pictureOf === card.id) ?? animated[0];
    return own ? [own] : [];
  });
}

/** Captions a prompt writes out one by one ("top / bottom", one per line): how many, or undefined. */
export function spelledOutCaptions(prompt: string): number | undefined {
  const parts = prompt
    .split(/\n|\s[/|]\s/)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length >= 2 && parts.length <= 4 ? parts.length : undefined;
}

/** The card's most popular still layout with `boxes` caption boxes, when the card itself has another number. */
function layoutWithBoxes(card: CatalogueEntry, boxes: number | undefined): CatalogueEntry | undefined {
  if (boxes === undefined || card.textPositions.length === boxes) return undefined;
  return layoutsOf(card).find((layout) => !layout.isGif && layout.textPositions.length === boxes) as CatalogueEntry | undefined;
}

let real: ReadonlyMap<string, CatalogueEntry> | undefined;
let builtFor = 0;

/** Templates administrators add join the real ones: the list is built again when they change. */
function forgetWhenTemplatesChange(): void {
  if (builtFor === customTemplatesVersion()) return;
  real = undefined;
  builtFor = customTemplatesVersion();
}

/** The cards (real memes, no copies) by id, most popular first. */
function realTemplates(): ReadonlyMap<string, CatalogueEntry> {
  forgetWhenTemplatesChange();
  real ??= new Map(byPopularity(allCards()).map((entry) => [entry.id, entry]));
  return real;
}

/** The best-known real templates in an order seeded by the prompt, so prompts fitting nothing still vary. */
function wellKnown(prompt: string): CatalogueEntry[] {
  return seededRandom(`candidates:${prompt.toLowerCase()}`).shuffled([...realTemplates().values()].slice(0, WELL_KNOWN));
}
