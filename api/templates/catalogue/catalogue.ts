// The template catalogue: the real templates (classics.ts), seven variants of each, and more
// caption-layout variants of the same real pictures up to the spec's 5000 (filler.ts). Built once per process from seeded data, so ids and order are
// the same on every instance and after every restart (ids are stored in memes and URLs).
import type { MemeTemplate } from '../../../core/templates/types';
import { CLASSIC_TEMPLATES, cardIdOf, type ClassicTemplate } from './classics';
import { dayOf, extensionOf, templateImageUrl, withIds, type CatalogueEntry } from './entry';
import { paddingTemplates } from './filler';
import type { TemplateKind } from '../search/search';
import { slugify } from './slug';
import { customTemplate, customTemplatesVersion, listedCustomTemplates } from '../custom/registry';
import { ANIMATED_TAKES, variantsOf } from './variants';

export type { CatalogueEntry } from './entry';

/** Spec section 9: the pool is padded to 5000; about 5% of it are GIFs. */
export const CATALOGUE_SIZE = 5000;
export const GIF_SHARE = 0.05;
/** Spec section 9: popular and recent lists of 100, trending at most 50. */
export const LIST_SIZE = 100;
export const TRENDING_SIZE = 50;

function fromClassic(classic: ClassicTemplate, id: string): CatalogueEntry {
  return {
    id,
    name: classic.name,
    url: templateImageUrl(id, extensionOf(classic.image)),
    width: classic.width,
    height: classic.height,
    category: classic.category,
    isGif: false,
    popularity: classic.popularity,
    tags: [...classic.tags],
    textPositions: withIds(id, classic.text),
    sourcePath: classic.image,
    sourceHost: classic.host,
    classic: true,
    pictureOf: id,
    description: classic.description,
    boxRoles: [...classic.boxRoles],
    addedDay: dayOf(classic.added),
    aliases: [...classic.aliases],
    foldsInto: cardIdOf(classic),
    ...(classic.panels ? { panels: classic.panels } : {}),
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The listed catalogue and the retired padding entries, still found by id (see filler.ts). */
type Built = { entries: CatalogueEntry[]; retired: CatalogueEntry[] };

/** Builds the whole catalogue from scratch (pure and deterministic; normally use templateCatalogue()). */
export function buildCatalogue(): CatalogueEntry[] {
  return build().entries;
}

function build(): Built {
  const classics = CLASSIC_TEMPLATES.map((classic) => fromClassic(classic, slugify(classic.name)));
  const variants = CLASSIC_TEMPLATES.flatMap((classic, index) => variantsOf(classic, index < ANIMATED_TAKES));
  const named = [...classics, ...variants];
  const gifsSoFar = named.filter((entry) => entry.isGif).length;
  const gifTarget = Math.round(CATALOGUE_SIZE * GIF_SHARE);
  const padding = paddingTemplates(CLASSIC_TEMPLATES, CATALOGUE_SIZE - named.length, Math.max(0, gifTarget - gifsSoFar));
  const entries = [...named, ...padding.listed];
  const seen = new Set<string>();
  for (const entry of [...entries, ...padding.retired]) {
    if (seen.has(entry.id)) throw new Error(`duplicate template id ${entry.id}`);
    seen.add(entry.id);
  }
  return { entries: deepFreeze(entries), retired: deepFreeze(padding.retired) };
}

let catalogue: { entries: readonly CatalogueEntry[]; retired: readonly CatalogueEntry[]; byId: ReadonlyMap<string, CatalogueEntry> } | undefined;

function loaded() {
  if (!catalogue) {
    const { entries, retired } = build();
    catalogue = { entries, retired, byId: new Map([...entries, ...retired].map((entry) => [entry.id, entry])) };
  }
  return catalogue;
}

/** Padding entries displaced by later real templates: never listed, still found by id (filler.ts). */
export function retiredTemplates(): readonly CatalogueEntry[] {
  return loaded().retired;
}

let withAdded: { version: number; entries: readonly CatalogueEntry[] } | undefined;

/**
 * Every listed template, in catalogue order (real templates, their variants, then more variants),
 * then the ones administrators added (api/templates/custom/registry.ts), newest first. Frozen.
 */
export function templateCatalogue(): readonly CatalogueEntry[] {
  const version = customTemplatesVersion();
  if (withAdded?.version !== version) {
    const added = listedCustomTemplates();
    withAdded = { version, entries: added.length ? Object.freeze([...loaded().entries, ...added]) : loaded().entries };
  }
  return withAdded.entries;
}

/**
 * The template with this id (the slug of its name), in O(1); retired padding entries too, and
 * custom templates, deleted and private ones included (whoever asks: see templateUsableBy).
 */
export function getTemplate(id: string): CatalogueEntry | undefined {
  return loaded().byId.get(id) ?? customTemplate(id);
}

/** A template of the built-in catalogue (not a custom one), retired ones included. */
export function builtInTemplate(id: string): CatalogueEntry | undefined {
  return loaded().byId.get(id);
}

/** Real templates ahead of variants: people come for the famous pictures, not their re-captionings. */
const realFirst = (a: CatalogueEntry, b: CatalogueEntry) => Number(b.classic) - Number(a.classic);

/** Real templates first, then variants, each most popular first; ties keep catalogue order. */
export function byPopularity(entries: readonly CatalogueEntry[]): CatalogueEntry[] {
  return [...entries].sort((a, b) => realFirst(a, b) || b.popularity - a.popularity);
}

/** The catalogue's templates of one kind (the dialog's All / Images / GIFs filter). */
export function templatesOfKind(kind: TemplateKind): readonly CatalogueEntry[] {
  if (kind === 'all') return templateCatalogue();
  return remember(`kind:${kind}`, () => templateCatalogue().filter((entry) => entry.isGif === (kind === 'gif')));
}

const memo = new Map<string, readonly CatalogueEntry[]>();
let memoVersion = 0;
function remember(key: string, build: () => CatalogueEntry[]): readonly CatalogueEntry[] {
  // Lists include added templates: a change to them starts the lists afresh.
  if (memoVersion !== customTemplatesVersion()) {
    memo.clear();
    memoVersion = customTemplatesVersion();
  }
  let list = memo.get(key);
  if (!list) memo.set(key, (list = Object.freeze(build())));
  return list;
}

/** The 100 most popular templates of a kind, real ones first. */
export function popularTemplates(kind: TemplateKind = 'all'): readonly CatalogueEntry[] {
  return remember(`popular:${kind}`, () => byPopularity(templatesOfKind(kind)).slice(0, LIST_SIZE));
}

/** The 100 newest templates of a kind, real ones first, each newest first (by the day each joined; ties keep catalogue order). */
export function recentTemplates(kind: TemplateKind = 'all'): readonly CatalogueEntry[] {
  return remember(`recent:${kind}`, () => [...templatesOfKind(kind)].sort((a, b) => realFirst(a, b) || b.addedDay - a.addedDay).slice(0, LIST_SIZE));
}

/** Real memes that became one since this day trend with the 'trending' category (there are few real templates in it). */
export const TRENDING_SINCE_DAY = dayOf('2019-01');

/**
 * At most 50 templates of a kind: the 'trending' category and the real memes of recent years, real ones
 * first, each most popular first.
 */
export function trendingTemplates(kind: TemplateKind = 'all'): readonly CatalogueEntry[] {
  const trending = (entry: CatalogueEntry) => entry.category === 'trending' || (entry.classic && entry.addedDay >= TRENDING_SINCE_DAY);
  return remember(`trending:${kind}`, () => byPopularity(templatesOfKind(kind).filter(trending)).slice(0, TRENDING_SIZE));
}

/** `count` distinct templates picked at random (the template page's picker shows 6). */
export function randomTemplates(count: number, random: () => number = Math.random): MemeTemplate[] {
  const entries = templateCatalogue();
  // A partial Fisher–Yates shuffle over virtual indices: O(count), and distinct by construction.
  const swapped = new Map<number, number>();
  const picked: MemeTemplate[] = [];
  for (let index = 0; index < Math.min(count, entries.length); index += 1) {
    const other = index + Math.floor(random() * (entries.length - index));
    picked.push(entries[swapped.get(other) ?? other]!);
    swapped.set(other, swapped.get(index) ?? index);
  }
  return picked;
}
