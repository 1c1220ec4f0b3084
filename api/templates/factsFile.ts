// Template facts are JSON files checked against a zod schema when first read: a bad fact stops the
// server at start with the file, the template and the field, instead of drawing a broken template.
import { readFileSync } from 'node:fs';
import type { z } from 'zod';

/** Most issues a message lists; one broken field usually explains the rest. */
const LISTED_ISSUES = 5;

/** The facts file at `url` (beside its reader: `new URL('./facts/x.json', import.meta.url)`), checked by `schema`. */
export function readFacts<Schema extends z.ZodType>(url: URL, schema: Schema): z.output<Schema> {
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return checkFacts(file, schema, JSON.parse(readFileSync(url, 'utf8')));
}

/** `data` checked by `schema`; throws naming `file` and, for each issue, the template and field. */
export function checkFacts<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, LISTED_ISSUES).map((issue) => `${where(data, issue.path)}: ${issue.message}`);
  const more = result.error.issues.length - issues.length;
  throw new Error(`${file} has malformed facts: ${issues.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`);
}

/**
 * A readable path to the bad value: list items by their `name` or `id` when they have one, so
 * `templates[17].width` reads `templates["Batman Slapping Robin"].width`.
 */
function where(data: unknown, path: readonly PropertyKey[]): string {
  let text = '';
  let value = data;
  for (const key of path) {
    value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    const label = typeof key === 'number' ? labelOf(value) : undefined;
    if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) text += `${text ? '.' : ''}${key}`;
    else text += `[${JSON.stringify(label ?? (typeof key === 'symbol' ? String(key) : key))}]`;
  }
  return text || '(the whole file)';
}

function labelOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { name, id } = value as { name?: unknown; id?: unknown };
  return typeof name === 'string' ? name : typeof id === 'string' ? id : undefined;
}
