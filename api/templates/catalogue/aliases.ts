// What people call the real memes besides their names (facts/aliases.json): "guy looking at another
// girl" is Distracted Boyfriend, "stonks" is Stonks. Search finds a meme by these; checked at load.
import { z } from 'zod';
import { readFacts } from '../factsFile';
import { REAL_TEMPLATES } from './realTemplate';

const names = new Set(REAL_TEMPLATES.map((fact) => fact.name));

export const aliasesFileSchema = z.strictObject({
  about: z.string().min(1),
  /** aliases by template name; a name no real template has is a typo that would leave them unused */
  templates: z.record(z.string(), z.array(z.string().min(1)).min(1)).superRefine((record, context) => {
    for (const name of Object.keys(record)) {
      if (!names.has(name)) context.addIssue({ code: 'custom', path: [name], message: 'no real template has this name' });
    }
  }),
});

/** Aliases by real template name. */
export const ALIASES: Readonly<Record<string, readonly string[]>> = readFacts(new URL('./facts/aliases.json', import.meta.url), aliasesFileSchema).templates;
