// The real templates as the catalogue's classics: facts from realTemplate.ts (name, picture host
// and path, true size, box meanings, use, tags) with caption boxes hand-placed
// (handPlaced.ts) or laid out by the picture's known layout (layouts.ts).
import type { TemplateCategory } from '../../../core/templates/types';
import type { Panel } from '../../../core/templates/types';
import type { TextPositionDraft } from './entry';
import { ALIASES } from './aliases';
import { HAND_PLACED, SOURCE_PLACED } from './handPlaced';
import { realLayout } from './layouts';
import { pictureHostOf, REAL_TEMPLATES, type PictureHost, type RealTemplateFact } from './realTemplate';
import { slugify } from './slug';

export type ClassicTemplate = {
  name: string;
  /** the host of the picture (imageHost.ts) */
  host: PictureHost;
  /** path on that host */
  image: string;
  width: number;
  height: number;
  category: TemplateCategory;
  tags: string[];
  popularity: number;
  /** when it became a meme or joined Imgflip (year-month); orders the 'recent' list */
  added: string;
  text: TextPositionDraft[];
  panels?: Panel[];
  /** when people use it, in one line */
  description: string;
  /** what each caption box means, in the order of `text` */
  boxRoles: string[];
  /** Imgflip's template id, where known */
  imgflipId?: number;
  /** what people call it besides its name */
  aliases: string[];
  /** the real template this one is a copy of (its name), if any */
  sameMemeAs?: string;
};

/** Best-known real templates without hand-set popularity get 80 and down, never below this. */
const LOWEST_POPULARITY = 30;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function boxesOf(fact: RealTemplateFact): { text: TextPositionDraft[]; panels?: Panel[] } {
  const hand = HAND_PLACED[fact.name];
  if (hand) return { text: hand.text, ...(hand.panels ? { panels: hand.panels } : {}) };
  const captions = fact.boxes.map(sentence);
  const placed = SOURCE_PLACED[fact.name];
  if (placed) return { text: placed(captions) };
  if (fact.layout === 'keep') throw new Error(`no hand-placed boxes for ${fact.name}`);
  return realLayout(fact.layout, captions, fact.width, fact.height);
}

function classicOf(fact: RealTemplateFact, rank: number): ClassicTemplate {
  const hand = HAND_PLACED[fact.name];
  const { text, panels } = boxesOf(fact);
  return {
    name: fact.name,
    host: pictureHostOf(fact),
    image: fact.image,
    width: fact.width,
    height: fact.height,
    category: fact.category,
    tags: [...fact.tags],
    popularity: hand?.popularity ?? Math.max(LOWEST_POPULARITY, Math.round(80 - rank * 0.3)),
    added: hand?.added ?? fact.added,
    text,
    ...(panels ? { panels } : {}),
    description: fact.use,
    boxRoles: fact.boxes.slice(0, text.length),
    ...(fact.imgflipId ? { imgflipId: fact.imgflipId } : {}),
    aliases: [...(ALIASES[fact.name] ?? [])],
    ...(fact.sameMemeAs ? { sameMemeAs: fact.sameMemeAs } : {}),
  };
}

export const CLASSIC_TEMPLATES: readonly ClassicTemplate[] = REAL_TEMPLATES.map(classicOf);

const byName = new Map(CLASSIC_TEMPLATES.map((classic) => [classic.name, classic]));
for (const classic of CLASSIC_TEMPLATES) {
  if (!classic.sameMemeAs) continue;
  const card = byName.get(classic.sameMemeAs);
  // One level only: a copy names the card itself, so every layout of a meme folds into one card.
  if (!card) throw new Error(`${classic.name}: sameMemeAs names no real template (${classic.sameMemeAs})`);
  if (card.sameMemeAs) throw new Error(`${classic.name}: sameMemeAs names ${card.name}, itself a copy of ${card.sameMemeAs}`);
}

/** Id of the card a real template and its variants are listed under (see CatalogueEntry.foldsInto). */
export function cardIdOf(classic: ClassicTemplate): string {
  return slugify(classic.sameMemeAs ?? classic.name);
}
