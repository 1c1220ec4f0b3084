// What a Text to Meme prompt describes, and the memes that serve it (facts/situations.json, whose
// "about" gives the trigger syntax), checked at load. situationTriggers.ts matches the triggers.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../../ai/languages';
import { REAL_TEMPLATES } from '../catalogue/realTemplate';
import { slugify } from '../catalogue/slug';
import { readFacts } from '../factsFile';

const situationSchema = z.strictObject({
  /** What happens in the prompt, in a meme maker's words. */
  id: z.string().min(1),
  /** What the situation covers, when the id alone does not say. */
  note: z.string().min(1).optional(),
  /** Real templates (ids) that serve it, best fit first. */
  templates: z.array(z.string()).min(1),
  /** What a prompt in each language says when it describes this situation. */
  triggers: z.record(z.string(), z.string().min(1)),
});
export type Situation = z.infer<typeof situationSchema>;

/** A template id no real template has, or a language the app does not speak, would never match. */
export const situationsFileSchema = z.strictObject({ about: z.string().min(1), situations: z.array(situationSchema) }).superRefine((file, context) => {
  const realIds = new Set(REAL_TEMPLATES.map((fact) => slugify(fact.name)));
  file.situations.forEach((situation, index) => {
    situation.templates.forEach((id, at) => {
      if (!realIds.has(id)) context.addIssue({ code: 'custom', path: ['situations', index, 'templates', at], message: `no real template has the id ${id}` });
    });
    for (const language of Object.keys(situation.triggers)) {
      if (!LANGUAGE_CODES.includes(language))
        context.addIssue({ code: 'custom', path: ['situations', index, 'triggers', language], message: 'not an interface language' });
    }
  });
});

export const SITUATIONS: readonly Situation[] = readFacts(new URL('./facts/situations.json', import.meta.url), situationsFileSchema).situations;
