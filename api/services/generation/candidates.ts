// Templates offered to a caption provider. For Text to Meme the catalogue search ranks templates
// against the prompt; popular ones of the same kind fill the list, so there is always a choice.
import type { TemplateChoice } from '../../ai/types';
import type { CatalogueEntry } from '../templates/catalogue';
import { listTemplates, searchTemplates } from '../templates/listing';

/** How many templates a provider chooses among, and how many of them may come from the search. */
export const CANDIDATE_LIMITS = { total: 12, fromSearch: 8 } as const;

/** A catalogue entry as a provider sees it. */
export function templateChoice(template: CatalogueEntry): TemplateChoice {
  return {
    id: template.id,
    name: template.name,
    category: template.category,
    tags: template.tags,
    isGif: template.isGif,
    // What each box means (Drake: the thing rejected / the thing preferred) lets captions fill their roles.
    slots: template.textPositions.map((box, index) => ({ position: box.position, defaultText: box.defaultText, role: template.boxRoles[index] })),
  };
}

/** The templates Text to Meme chooses among: search matches first, then the most popular (GIFs only in GIF mode). */
export function textCandidates(prompt: string, gif: boolean): CatalogueEntry[] {
  const kind = gif ? 'gif' : 'image';
  const picked: CatalogueEntry[] = [];
  // One template per family: seven variants of one classic would be no choice at all.
  const take = (template: CatalogueEntry) => {
    if (picked.some((other) => sameFamily(other.id, template.id))) return;
    picked.push(template);
  };
  for (const template of searchTemplates(prompt, kind)) {
    if (picked.length >= CANDIDATE_LIMITS.fromSearch) break;
    take(template);
  }
  for (const template of listTemplates({ category: 'all', kind }) ?? []) {
    if (picked.length >= CANDIDATE_LIMITS.total) break;
    take(template);
  }
  return picked;
}

/** A classic and its variants share the classic's id as a prefix (`doge`, `doge-hd`). */
function sameFamily(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}-`) || b.startsWith(`${a}-`);
}
