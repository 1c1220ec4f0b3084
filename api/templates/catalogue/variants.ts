// Seven variants of each real template: the same picture re-captioned (another caption layout or
// a part of the original boxes), and one animated take. Names are "<template> <style>", so their
// ids are stable slugs too.
import { cardIdOf, type ClassicTemplate } from './classics';
import { dayOf, extensionOf, templateImageUrl, withIds, type CatalogueEntry, type TextPositionDraft } from './entry';
import { generatedLayout } from './layouts';
import { seededRandom } from './seededRandom';
import { slugify } from './slug';

export const VARIANTS_PER_CLASSIC = 7;

const STYLES = [
  'Remix',
  'Deluxe',
  'Reloaded',
  'Extended Cut',
  'Zoomed In',
  'Retro',
  'HD',
  'Mirrored',
  'Minimal',
  "Director's Cut",
  'Night Mode',
  'Ultra',
  'Close-Up',
];
/** The last variant of a classic is a GIF: an animated take on the same layout. */
const ANIMATED = 'Animated';
/**
 * Only the first real templates get an animated take: the spec keeps GIFs near 5% of the 5000 (250),
 * and these 277 takes (their ids are stored in memes) already reach it. Later ones get a seventh still.
 */
export const ANIMATED_TAKES = 277;
/** Nothing joins the catalogue after this day, so "recent" never depends on when it was built. */
export const NEWEST_DAY = dayOf('2025-10-31');
/** Roles of boxes a variant adds beyond the original's. */
const EXTRA_ROLE = 'another caption';

/** What each of `boxes` means: the original's roles where the box is the original's, else generic. */
export function rolesFor(classic: ClassicTemplate, boxes: readonly TextPositionDraft[], reused: boolean): string[] {
  if (reused) return boxes.map((_, index) => classic.boxRoles[index] ?? EXTRA_ROLE);
  if (boxes.length === 1) return [classic.boxRoles.join(', then ')];
  return boxes.map((_, index) => classic.boxRoles[index] ?? EXTRA_ROLE);
}

/** The seven variants of one classic, derived only from the classic itself (and whether it gets an animated take). */
export function variantsOf(classic: ClassicTemplate, animated = true): CatalogueEntry[] {
  const random = seededRandom(`variants:${classic.name}`);
  const shuffled = random.shuffled(STYLES);
  const styles = animated ? [...shuffled.slice(0, VARIANTS_PER_CLASSIC - 1), ANIMATED] : shuffled.slice(0, VARIANTS_PER_CLASSIC);
  const pictureOf = slugify(classic.name);
  return styles.map((style) => {
    const isGif = style === ANIMATED;
    // Stills reuse the classic's picture, so they keep its aspect ratio; GIFs get their own size.
    const scale = isGif ? 480 / Math.max(classic.width, classic.height) : random.pick([0.75, 1, 1.25]);
    const width = Math.round(classic.width * scale);
    const height = Math.round(classic.height * scale);
    const count = random.int(1, 4);
    const reuseClassicBoxes = classic.text.length >= count && random.next() < 0.6;
    const layout = reuseClassicBoxes
      ? { text: classic.text.slice(0, count).map((box) => ({ ...box, fontSize: Math.max(16, Math.round(box.fontSize * scale)) })), panels: classic.panels }
      : generatedLayout(count, width, random);
    const name = `${classic.name} ${style}`;
    const id = slugify(name);
    return {
      id,
      name,
      url: templateImageUrl(id, isGif ? 'gif' : extensionOf(classic.image)),
      width,
      height,
      category: classic.category,
      isGif,
      popularity: Math.round(classic.popularity * (0.35 + 0.4 * random.next())),
      tags: [...classic.tags, slugify(style).replaceAll('-', ' '), 'variant', ...(isGif ? ['gif', 'animated'] : [])],
      textPositions: withIds(id, layout.text),
      classic: false,
      pictureOf,
      description: classic.description,
      boxRoles: rolesFor(classic, layout.text, reuseClassicBoxes),
      addedDay: random.int(Math.min(NEWEST_DAY, dayOf(classic.added) + 30), NEWEST_DAY),
      aliases: [...classic.aliases],
      foldsInto: cardIdOf(classic),
      ...(isGif ? {} : { sourcePath: classic.image, sourceHost: classic.host }),
      ...(layout.panels ? { panels: layout.panels } : {}),
    };
  });
}
