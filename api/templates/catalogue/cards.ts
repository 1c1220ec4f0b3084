// One card per real meme: every catalogue entry is listed under the card it folds into (its
// `foldsInto`), so a search for "drake" shows Drake Hotline Bling once, with its variants as the
// card's layouts. The groups are computed once; folding a list is one pass over it.
import type { MemeTemplate } from '../../../core/templates/types';
import { getTemplate, templateCatalogue, type CatalogueEntry } from './catalogue';
import type { TemplateKind } from '../search/search';

type Cards = {
  /** Layouts of each card by card id: the card first, then stills, then GIFs, each most popular first. */
  layouts: ReadonlyMap<string, readonly CatalogueEntry[]>;
  /** Card number of each listed entry (by the entry itself: faster than by id), for folding with typed arrays. */
  number: ReadonlyMap<MemeTemplate, number>;
  /** The same by id, for copies of entries. */
  numberById: ReadonlyMap<string, number>;
  cardIds: readonly string[];
  /** The catalogue these were computed from: templates added without a release make a new one. */
  of: readonly CatalogueEntry[];
};

let cards: Cards | undefined;

function built(): Cards {
  const catalogue = templateCatalogue();
  if (cards?.of === catalogue) return cards;
  const groups = new Map<string, CatalogueEntry[]>();
  for (const entry of catalogue) {
    const group = groups.get(entry.foldsInto);
    if (group) group.push(entry);
    else groups.set(entry.foldsInto, [entry]);
  }
  const layouts = new Map<string, readonly CatalogueEntry[]>();
  for (const [cardId, group] of groups) {
    const order = (entry: CatalogueEntry) => (entry.id === cardId ? 0 : entry.isGif ? 2 : 1);
    // Array.prototype.sort is stable: equal popularity keeps catalogue order.
    layouts.set(cardId, Object.freeze([...group].sort((a, b) => order(a) - order(b) || b.popularity - a.popularity)));
  }
  const cardIds = [...layouts.keys()];
  const number = new Map<MemeTemplate, number>();
  cardIds.forEach((cardId, index) => {
    for (const entry of layouts.get(cardId)!) number.set(entry, index);
  });
  const numberById = new Map([...number].map(([entry, index]) => [entry.id, index]));
  cards = { layouts, number, numberById, cardIds, of: catalogue };
  return cards;
}

/** Id of the card a template is listed under; a template the catalogue does not fold is its own card. */
export function cardIdOf(template: MemeTemplate): string {
  return (template as Partial<CatalogueEntry>).foldsInto ?? template.id;
}

/** The card a template is listed under (itself for a card). */
export function cardOf(template: MemeTemplate): MemeTemplate {
  return getTemplate(cardIdOf(template)) ?? template;
}

/** Every layout of the card `template` is listed under: the card first, then stills, then GIFs, each most popular first. */
export function layoutsOf(template: MemeTemplate): readonly MemeTemplate[] {
  return built().layouts.get(cardIdOf(template)) ?? [template];
}

/** True for the entry a card shows: a real meme, not a variant or a copy of another. */
export const isCard = (template: MemeTemplate): boolean => cardIdOf(template) === template.id;

/** The cards themselves, in catalogue order (the real memes, without copies). */
export function allCards(): readonly CatalogueEntry[] {
  return built().cardIds.map((cardId) => getTemplate(cardId)!);
}

/**
 * Where a folded card goes: 'best' at its best-ranked entry (search results: the first result of a
 * meme puts it there); 'own' at its own entry's rank when the card itself is listed (category lists
 * rank real memes by their own popularity or age), else at its best-ranked entry.
 */
export type CardPlace = 'best' | 'own';

/**
 * `list` with each card once, placed as `place` says. Each place shows the card itself, except for
 * the GIFs filter: cards are stills, so there each card shows its best-ranked GIF layout in the
 * list (its `card` field leads to the card). Entries the catalogue does not fold are their own
 * cards. Frozen lists (the category lists) are folded once.
 */
const foldedLists = new WeakMap<readonly MemeTemplate[], Map<string, readonly MemeTemplate[]>>();
/** Scratch space reused by every fold (folds are synchronous): stamps mark the cards met by the current one. */
let scratch = { seen: new Uint32Array(0), rank: new Int32Array(0), stamp: 0 };

export function foldIntoCards<T extends MemeTemplate>(list: readonly T[], kind: TemplateKind = 'all', place: CardPlace = 'best'): readonly MemeTemplate[] {
  const remembered = foldedLists.get(list)?.get(`${kind}:${place}`);
  if (remembered) return remembered;
  const { number, numberById, cardIds } = built();
  if (scratch.seen.length < cardIds.length) scratch = { seen: new Uint32Array(cardIds.length), rank: new Int32Array(cardIds.length), stamp: 0 };
  const { seen, rank: rankOf } = scratch;
  if (++scratch.stamp === 0xffff_ffff) {
    seen.fill(0);
    scratch.stamp = 1;
  }
  const stamp = scratch.stamp;
  // Cards in the order first met, each with its rank; a card's own entry may move it (place 'own').
  const placed: { rank: number; template: MemeTemplate; card: number }[] = [];
  let moved = false;
  for (let rank = 0; rank < list.length; rank += 1) {
    const entry = list[rank]!;
    const card = number.get(entry) ?? numberById.get(entry.id);
    if (card === undefined) {
      placed.push({ rank, template: entry, card: -1 });
    } else if (seen[card] !== stamp) {
      seen[card] = stamp;
      rankOf[card] = placed.length;
      placed.push({ rank, template: kind === 'gif' ? entry : getTemplate(cardIds[card]!)!, card });
    } else if (place === 'own' && entry.id === cardIds[card]) {
      placed[rankOf[card]!]!.rank = rank;
      moved = true;
    }
  }
  if (moved) placed.sort((a, b) => a.rank - b.rank);
  const folded = placed.map((item) => item.template);
  if (Object.isFrozen(list)) {
    const byKey = foldedLists.get(list) ?? new Map<string, readonly MemeTemplate[]>();
    byKey.set(`${kind}:${place}`, Object.freeze(folded));
    foldedLists.set(list, byKey);
  }
  return folded;
}
