// What custom templates add to the listings: the 'mine' category, and their aliases in search.
import type { CatalogueEntry } from '../catalogue/entry';
import type { TemplateKind } from '../search/search';
import { customFactsOf, customTemplatesOf } from './registry';

/** The category that lists the viewer's own templates (empty for visitors). */
export const MINE = 'mine';

/** The viewer's own templates of a kind, newest first; none for a visitor. */
export function ownTemplates(viewerId: number | null | undefined, kind: TemplateKind): readonly CatalogueEntry[] {
  if (viewerId == null) return [];
  const own = customTemplatesOf(viewerId);
  return kind === 'all' ? own : own.filter((entry) => entry.isGif === (kind === 'gif'));
}

/**
 * The entries to index for a prompt's meaning (meaning.ts): an added template's aliases count as tags there (an
 * administrator types what people call the meme), and `original` maps a result back to its entry.
 */
export function searchableWithAliases(entries: readonly CatalogueEntry[]): { entries: CatalogueEntry[]; original: (entry: CatalogueEntry) => CatalogueEntry } {
  const originals = new Map<CatalogueEntry, CatalogueEntry>();
  const searchable = entries.map((entry) => {
    if (!customFactsOf(entry) || entry.aliases.length === 0) return entry;
    const copy = { ...entry, tags: [...entry.tags, ...entry.aliases] };
    originals.set(copy, entry);
    return copy;
  });
  return { entries: searchable, original: (entry) => originals.get(entry) ?? entry };
}
