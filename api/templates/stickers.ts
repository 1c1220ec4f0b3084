// The 14 built-in stickers of the template editor (spec sections 3 and 9). Their artwork is
// hand-written SVG in ./stickers/<id>.svg, served by the app at /media/stickers/<id>.svg.
import { readFile } from 'node:fs/promises';
import type { Sticker, StickerCategory } from '../../core/templates/types';
import { searchWords } from './search/search';

const sticker = (id: string, name: string, category: StickerCategory, tags: string[]): Sticker => ({
  id,
  name,
  category,
  url: `/media/stickers/${id}.svg`,
  tags,
});

/** Every sticker, grouped by category in the order the editor's panel shows them. */
export const STICKERS: readonly Sticker[] = Object.freeze(
  [
    sticker('laughing', 'Laughing Face', 'emoji', ['lol', 'tears of joy', 'funny', 'laugh', 'face']),
    sticker('cool', 'Cool Face', 'emoji', ['sunglasses', 'cool', 'chill', 'face']),
    sticker('heart-eyes', 'Heart Eyes', 'emoji', ['love', 'crush', 'adore', 'face']),
    sticker('skull', 'Skull', 'emoji', ['dead', 'dying', 'skeleton', 'lol']),
    sticker('star', 'Star', 'decoration', ['gold', 'favorite', 'shine']),
    sticker('heart', 'Heart', 'decoration', ['love', 'red', 'like']),
    sticker('sparkles', 'Sparkles', 'decoration', ['shine', 'glitter', 'magic', 'new']),
    sticker('fire', 'Fire', 'decoration', ['hot', 'lit', 'flame', 'burn']),
    sticker('troll-grin', 'Troll Grin', 'meme', ['troll', 'trollface', 'problem', 'grin', 'face']),
    sticker('doge', 'Doge', 'meme', ['doge', 'shiba', 'dog', 'such wow', 'face']),
    sticker('deal-with-it', 'Deal With It Glasses', 'meme', ['sunglasses', 'pixel', 'glasses', 'deal with it', 'cool']),
    sticker('speech-bubble', 'Speech Bubble', 'text', ['talk', 'say', 'comic', 'balloon']),
    sticker('thought-bubble', 'Thought Bubble', 'text', ['think', 'idea', 'comic', 'cloud']),
    sticker('wow-burst', 'WOW Burst', 'text', ['wow', 'boom', 'comic', 'explosion', 'pow']),
  ].map((item) => Object.freeze({ ...item, tags: Object.freeze(item.tags) as string[] })),
);

const byId = new Map(STICKERS.map((item) => [item.id, item]));
const haystacks = new Map(STICKERS.map((item) => [item.id, [item.name, ...item.tags].join(' ').toLowerCase()]));

/** The sticker with this id, if it is one of the built-in ones. */
export function getSticker(id: string): Sticker | undefined {
  return byId.get(id);
}

/**
 * Stickers of one category (or all), whose name or tags contain every word of `search` (case
 * insensitive; blank matches everything). Panel order is kept.
 */
export function findStickers({ search, category }: { search?: string | null; category?: StickerCategory | null }): Sticker[] {
  const words = searchWords(search ?? '');
  return STICKERS.filter((item) => (!category || item.category === category) && words.every((word) => haystacks.get(item.id)!.includes(word)));
}

const artwork = new Map<string, Promise<string>>();

/** The SVG text of a built-in sticker (read once, then kept); undefined for an unknown id. */
export function stickerSvg(id: string): Promise<string> | undefined {
  if (!byId.has(id)) return undefined;
  let svg = artwork.get(id);
  if (!svg) {
    svg = readFile(new URL(`./stickers/${id}.svg`, import.meta.url), 'utf8');
    // A failed read is retried on the next request rather than remembered.
    svg.catch(() => artwork.delete(id));
    artwork.set(id, svg);
  }
  return svg;
}
