// Who may open a template by its id: everybody for the catalogue's and administrators' templates,
// only its owner for a user's own; nobody for a deleted one (memes made on it still render:
// Meme.template reads the catalogue directly).
import type { Context } from '../context';
import { getTemplate, type CatalogueEntry } from '../templates/catalogue/catalogue';
import { templateUsableBy } from '../templates/custom/registry';

/** The template with this slug if the viewer may open it. */
export function visibleTemplate(slug: string, context: Pick<Context, 'viewer'>): CatalogueEntry | undefined {
  const template = getTemplate(slug);
  return template && templateUsableBy(template, context.viewer?.id) ? template : undefined;
}
