// What the template browser and the template dialog list: a search across the whole catalogue, or,
// when the search is blank, one category (spec section 5: blank search falls back to the category).
import { TEMPLATE_CATEGORIES } from '../../../core/templates/types';
import { byPopularity, popularTemplates, recentTemplates, templateCatalogue, templatesOfKind, trendingTemplates, type CatalogueEntry } from './catalogue';
import { createTemplateIndex, type ScoreExplanation, type TemplateIndex, type TemplateKind } from '../search/search';
import { customTemplatesVersion } from '../custom/registry';
import { MINE, ownTemplates } from '../custom/listing';

type Filter = (kind: TemplateKind) => readonly CatalogueEntry[];

const withTag =
  (tag: string): Filter =>
  (kind) =>
    byPopularity(templatesOfKind(kind).filter((entry) => entry.tags.includes(tag)));
const inCategory =
  (category: string): Filter =>
  (kind) =>
    byPopularity(templatesOfKind(kind).filter((entry) => entry.category === category));

/**
 * Every category filter a client may ask for, by name: the spec's categories, the special lists,
 * and the template dialog's tab names (animals, reactions, tv-movies, anime, doge). Each list is
 * ordered real templates first, then by popularity, except 'recent' (real first, then newest
 * first). The kind (All / Images / GIFs) applies before a list is cut to its size, so the 100
 * popular GIFs are GIFs.
 */
const FILTERS: ReadonlyMap<string, Filter> = new Map<string, Filter>([
  ['all', (kind) => byPopularity(templatesOfKind(kind))],
  ['popular', popularTemplates],
  ['recent', recentTemplates],
  // Spec section 9: trending shows at most 50, by popularity (not the whole category).
  ['trending', trendingTemplates],
  ['classic', (kind) => templatesOfKind(kind).filter((entry) => entry.classic)],
  ...TEMPLATE_CATEGORIES.filter((category) => category !== 'trending').map((category) => [category, inCategory(category)] as const),
  ['animals', inCategory('animal')],
  ['reactions', inCategory('reaction')],
  ['tv-movies', inCategory('movie')],
  ['movies', inCategory('movie')],
  // No spec category matches these tabs; the templates carry them as tags.
  ['anime', withTag('anime')],
  ['doge', withTag('doge')],
]);

/** Names accepted as a category filter (lower case). */
export const TEMPLATE_FILTER_NAMES: readonly string[] = [...FILTERS.keys(), MINE];

const lists = new Map<string, readonly CatalogueEntry[]>();
let listsVersion = 0;

function filtered(name: string, kind: TemplateKind): readonly CatalogueEntry[] | undefined {
  const build = FILTERS.get(name);
  if (!build) return undefined;
  // The lists include added templates: a change to them starts the lists afresh.
  if (listsVersion !== customTemplatesVersion()) {
    lists.clear();
    listsVersion = customTemplatesVersion();
  }
  const key = `${name}:${kind}`;
  let list = lists.get(key);
  if (!list) {
    list = Object.freeze([...build(kind)]);
    lists.set(key, list);
  }
  return list;
}

let index: { version: number; search: TemplateIndex<CatalogueEntry> } | undefined;

/** The search index of the catalogue, added templates included: built again when they change. */
function catalogueIndex(): TemplateIndex<CatalogueEntry> {
  const version = customTemplatesVersion();
  if (index?.version !== version) index = { version, search: createTemplateIndex(templateCatalogue()) };
  return index.search;
}

/** Searches the whole catalogue, added templates included, with the spec's scoring; best first. */
export function searchTemplates(query: string, kind: TemplateKind = 'all'): CatalogueEntry[] {
  return catalogueIndex().search(query, kind);
}

/** Why `entry` ranks where it does for `query`: the points of each search rule it earns. */
export function explainSearchScore(query: string, entry: CatalogueEntry): ScoreExplanation {
  return catalogueIndex().explain(query, entry);
}

/** `viewerId`: the signed-in user, whose own templates the 'mine' category lists. */
export type TemplateListQuery = { search?: string | null; category?: string | null; kind?: TemplateKind; viewerId?: number | null };

/**
 * The templates a browser shows: search results when `search` has text (across all categories),
 * otherwise the `category` list ('all' when absent). Undefined for an unknown category name.
 */
export function listTemplates({ search, category, kind = 'all', viewerId }: TemplateListQuery): readonly CatalogueEntry[] | undefined {
  if (search && search.trim()) return searchTemplates(search, kind);
  const name = (category ?? 'all').trim().toLowerCase() || 'all';
  if (name === MINE) return ownTemplates(viewerId, kind);
  return filtered(name, kind);
}
