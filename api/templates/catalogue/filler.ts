// The padding that brings the catalogue to the spec's 5000: more variants of the real templates,
// each the real picture with another caption layout ("Drake Hotline Bling Top Text", "... Side by
// Side Black"), round after round in the same order, so every build yields the same entries.
// GIF places are an animated take on the real picture (templateImage.ts), as for named variants.
//
// The padding is frozen as first published (FIRST_PADDING): memes and shared links store template
// ids. Real templates added since bring their own seven variants and take padding places; the
// padding entries they displace are retired: still found by id, no longer listed.
import { cardIdOf, type ClassicTemplate } from './classics';
import { dayOf, extensionOf, templateImageUrl, withIds, type CatalogueEntry, type TextPositionDraft } from './entry';
import { realLayout, type Layout } from './layouts';
import { seededRandom } from './seededRandom';
import { slugify } from './slug';
import { rolesFor, variantsOf } from './variants';

type Arrangement = { label: string; layout: (classic: ClassicTemplate, captions: string[]) => Layout; reused?: boolean };

const captionsOf = (classic: ClassicTemplate) => classic.text.map((box) => box.defaultText);
const at = (kind: Parameters<typeof realLayout>[0], count: number) => (classic: ClassicTemplate, captions: string[]) =>
  realLayout(
    kind,
    captions.length >= count ? captions.slice(0, count) : [...captions, ...Array<string>(count - captions.length).fill('Another caption')],
    classic.width,
    classic.height,
  );

/** The caption layouts a real picture is offered with, beyond its own. */
const ARRANGEMENTS: Arrangement[] = [
  { label: 'Top Text', layout: (classic) => realLayout('top', [captionsOf(classic).join(' / ')], classic.width, classic.height) },
  { label: 'Bottom Text', layout: (classic) => realLayout('bottom', [captionsOf(classic).join(' / ')], classic.width, classic.height) },
  { label: 'Top and Bottom', layout: at('tb', 2) },
  { label: 'Centre Caption', layout: (classic) => realLayout('center', [captionsOf(classic).join(' / ')], classic.width, classic.height) },
  { label: 'Side by Side', layout: at('cols', 2) },
  { label: 'Three Captions', layout: at('rows', 3) },
  { label: 'Labels', layout: at('labels', 3) },
  { label: 'Four Captions', layout: at('grid', 4) },
  { label: 'Original Boxes', layout: (classic) => ({ text: classic.text, ...(classic.panels ? { panels: classic.panels } : {}) }), reused: true },
];

/** Later rounds restyle the same layouts; the first round keeps each layout's own style. */
const ROUNDS: { suffix: string; restyle: (box: TextPositionDraft) => TextPositionDraft }[] = [
  { suffix: '', restyle: (box) => box },
  { suffix: 'Black', restyle: (box) => ({ ...box, color: '#000000' }) },
  { suffix: 'Large', restyle: (box) => ({ ...box, fontSize: Math.round(box.fontSize * 1.3) }) },
  { suffix: 'Small', restyle: (box) => ({ ...box, fontSize: Math.max(14, Math.round(box.fontSize * 0.75)) }) },
  { suffix: 'Left Aligned', restyle: (box) => ({ ...box, textAlign: 'left' }) },
  { suffix: 'Yellow', restyle: (box) => ({ ...box, color: '#ffde00' }) },
];

/** GIF takes are as large as the real picture, up to this on the long side. */
const GIF_MAX_SIDE = 1000;

/** `count` caption-layout variants of `classics`, ids avoiding `takenIds`; exactly `gifCount` are GIFs. */
export function fillerTemplates(classics: readonly ClassicTemplate[], count: number, gifCount: number, takenIds: ReadonlySet<string>): CatalogueEntry[] {
  const random = seededRandom('filler');
  const chosen: { classic: ClassicTemplate; arrangement: Arrangement; round: (typeof ROUNDS)[number]; name: string }[] = [];
  const seen = new Set(takenIds);
  outer: for (const round of ROUNDS) {
    for (const arrangement of ARRANGEMENTS) {
      for (const classic of classics) {
        if (chosen.length === count) break outer;
        const name = [classic.name, arrangement.label, round.suffix].filter(Boolean).join(' ');
        if (seen.has(slugify(name))) continue;
        seen.add(slugify(name));
        chosen.push({ classic, arrangement, round, name });
      }
    }
  }
  if (chosen.length < count) throw new Error(`only ${chosen.length} template variants for ${count} places`);
  const gifPlaces = new Set(random.shuffled(chosen.map((_, index) => index)).slice(0, gifCount));
  return chosen.map(({ classic, arrangement, round, name }, index) => {
    const id = slugify(name);
    const isGif = gifPlaces.has(index);
    const scale = isGif ? Math.min(1, GIF_MAX_SIDE / Math.max(classic.width, classic.height)) : 1;
    const layout = arrangement.layout(classic, captionsOf(classic));
    const text = layout.text.map(round.restyle);
    return {
      id,
      name,
      url: templateImageUrl(id, isGif ? 'gif' : extensionOf(classic.image)),
      width: Math.round(classic.width * scale),
      height: Math.round(classic.height * scale),
      category: classic.category,
      isGif,
      // A variant never outranks its original: a fraction of its popularity.
      popularity: Math.max(1, Math.round(classic.popularity * (0.1 + 0.3 * random.next()))),
      tags: [...classic.tags, 'variant', ...(isGif ? ['gif', 'animated'] : [])],
      textPositions: withIds(id, text),
      classic: false,
      pictureOf: slugify(classic.name),
      description: classic.description,
      boxRoles: rolesFor(classic, text, arrangement.reused === true),
      addedDay: dayOf(classic.added),
      aliases: [...classic.aliases],
      foldsInto: cardIdOf(classic),
      ...(isGif ? {} : { sourcePath: classic.image, sourceHost: classic.host }),
      ...(layout.panels ? { panels: layout.panels } : {}),
    };
  });
}

/** The padding as first published: from the first 195 real templates, 3440 entries, 55 of them GIFs. */
export const FIRST_PADDING = { classics: 195, count: 3440, gifs: 55 } as const;

/** Every entry of the first padding, in its order: what stored memes may name. */
export function firstPadding(classics: readonly ClassicTemplate[]): CatalogueEntry[] {
  const first = classics.slice(0, FIRST_PADDING.classics);
  const named = new Set(first.flatMap((classic) => [slugify(classic.name), ...variantsOf(classic).map((variant) => variant.id)]));
  return fillerTemplates(first, FIRST_PADDING.count, FIRST_PADDING.gifs, named);
}

/**
 * The first padding split into `places` listed entries, `gifPlaces` of them GIFs, and the retired
 * rest: from the end, GIFs past `gifPlaces` and stills past the other places retire first.
 */
export function paddingTemplates(
  classics: readonly ClassicTemplate[],
  places: number,
  gifPlaces: number,
): { listed: CatalogueEntry[]; retired: CatalogueEntry[] } {
  const padding = firstPadding(classics);
  let gifs = padding.filter((entry) => entry.isGif).length;
  let stills = padding.length - gifs;
  const retired = new Set<CatalogueEntry>();
  for (let index = padding.length - 1; index >= 0; index -= 1) {
    const entry = padding[index]!;
    if (entry.isGif && gifs > gifPlaces) gifs -= 1;
    else if (!entry.isGif && stills > places - gifPlaces) stills -= 1;
    else continue;
    retired.add(entry);
  }
  const listed = padding.filter((entry) => !retired.has(entry));
  if (listed.length !== places) throw new Error(`the first padding has ${listed.length} entries for ${places} places`);
  return { listed, retired: padding.filter((entry) => retired.has(entry)) };
}
