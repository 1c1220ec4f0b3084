// Slugs of custom templates: the template ids memes store and URLs carry, so never reused.
import { randomBytes } from 'node:crypto';
import { getTemplate } from '../../templates/catalogue/catalogue';
import { slugify } from '../../templates/catalogue/slug';

/** Long enough to read, short enough for the picture routes' 160-character ids. */
const BASE_MAX = 60;

function baseOf(name: string): string {
  return slugify(name).slice(0, BASE_MAX).replace(/-+$/, '') || 'template';
}

/**
 * An administrator's template: the slug of its name, with -2, -3… after it when the catalogue or
 * another custom template (deleted and private ones too) has it on this instance. `attempt` counts
 * the database's refusals: a slug another instance took meanwhile moves on to the next one.
 */
export function adminSlug(name: string, attempt: number): string {
  const base = baseOf(name);
  let skipped = 0;
  for (let number = 1; ; number += 1) {
    const slug = number === 1 ? base : `${base}-${number}`;
    if (getTemplate(slug) !== undefined) continue;
    if (skipped++ === attempt) return slug;
  }
}

/**
 * A user's own template: `my-<random>-<slug of the name>`. The random part keeps the picture's
 * address unguessable, and says nothing of who made it.
 */
export function privateSlug(name: string): string {
  return `my-${randomBytes(6).toString('hex')}-${baseOf(name)}`;
}
