// Two memes of our own for each of the best-known templates, in the template's real format and box
// roles: shown to a model so it sees what a shareable caption for that picture reads like, and the
// gold standard other caption writers are measured against.
import examples from './examples/workedExamples.json' with { type: 'json' };
import type { TemplateChoice } from './types';

/** A prompt and the captions we would write for it, one per box in the template's order. */
export type WorkedExample = { prompt: string; captions: readonly string[] };

const byTemplate: Readonly<Record<string, readonly WorkedExample[]>> = examples;

/** The worked examples of `template`, or of the original whose boxes it keeps (its GIF take); none for most templates. */
export function workedExamplesFor(template: Pick<TemplateChoice, 'id' | 'captionsOf'>): readonly WorkedExample[] {
  return byTemplate[template.id] ?? (template.captionsOf ? byTemplate[template.captionsOf] : undefined) ?? [];
}

/** Every template with worked examples, by id. */
export function allWorkedExamples(): Readonly<Record<string, readonly WorkedExample[]>> {
  return byTemplate;
}
