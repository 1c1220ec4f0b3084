// Templates offered to a caption provider. For Text to Meme the real templates are ranked by what
// each meme means against the prompt (templates/meaning.ts); well-known real templates fill the
// list, so there is always a choice. One template per family: seven variants of one picture would
// be no choice at all, and a padding variant never stands in for its original.
import { captionBudgets } from '../../../core/render/captionBudget';
import type { TemplateChoice } from '../../ai/types';
import { byPopularity, getTemplate, templateCatalogue, type CatalogueEntry } from '../../templates/catalogue/catalogue';
import { realTemplatesFitting } from '../../templates/search/meaning';
import { seededRandom } from '../../templates/catalogue/seededRandom';

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
 * The templates Text to Meme chooses among, best fit first: real templates by meaning, then
 * well-known real ones. In GIF mode each family is offered as its animated take, and families
 * without one (the latest real templates: the GIF share is kept near 5%) are passed over.
 */
export function textCandidates(prompt: string, gif: boolean): CatalogueEntry[] {
  const families: string[] = [];
  const take = (template: CatalogueEntry) => {
    if (gif && !animatedTakes().has(template.pictureOf)) return;
    if (!families.includes(template.pictureOf)) families.push(template.pictureOf);
  };
  for (const template of realTemplatesFitting(prompt)) {
    if (families.length >= CANDIDATE_LIMITS.fromSearch) break;
    take(template);
  }
  for (const template of wellKnown(prompt)) {
    if (families.length >= CANDIDATE_LIMITS.total) break;
    take(template);
  }
  return families.flatMap((family) => (gif ? (animatedTakes().get(family) ?? []) : [realTemplates().get(family)!]));
}

let real: ReadonlyMap<string, CatalogueEntry> | undefined;
let animated: ReadonlyMap<string, CatalogueEntry> | undefined;

/** Real templates by id, most popular first. */
function realTemplates(): ReadonlyMap<string, CatalogueEntry> {
  real ??= new Map(byPopularity(templateCatalogue().filter((entry) => entry.classic)).map((entry) => [entry.id, entry]));
  return real;
}

/** The most popular GIF of each real template's family (its animated take). */
function animatedTakes(): ReadonlyMap<string, CatalogueEntry> {
  if (!animated) {
    const best = new Map<string, CatalogueEntry>();
    for (const entry of byPopularity(templateCatalogue().filter((entry) => entry.isGif))) if (!best.has(entry.pictureOf)) best.set(entry.pictureOf, entry);
    animated = best;
  }
  return animated;
}

/** The best-known real templates in an order seeded by the prompt, so prompts fitting nothing still vary. */
function wellKnown(prompt: string): CatalogueEntry[] {
  return seededRandom(`candidates:${prompt.toLowerCase()}`).shuffled([...realTemplates().values()].slice(0, WELL_KNOWN));
}
