// Our worked examples: two memes for each of the 100 best-known templates, shown to the caption
// model and kept as the gold standard. Each fills exactly its template's boxes and fits them at a
// legible size, as we ask of any caption writer.
import { describe, expect, it } from 'vitest';
import { allWorkedExamples, workedExamplesFor } from '../../../api/ai/workedExamples';
import { templateChoice } from '../../../api/services/generation/candidates';
import { byPopularity, getTemplate, templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { captionBudgets } from '../../../core/render/captionBudget';

const top100 = byPopularity(templateCatalogue().filter((entry) => entry.classic)).slice(0, 100);

describe('worked examples', () => {
  it('give each of the 100 most popular templates two examples with one caption per box', () => {
    for (const template of top100) {
      const examples = workedExamplesFor(template);
      expect(examples, template.id).toHaveLength(2);
      for (const example of examples) {
        expect(example.captions, `${template.id}: ${example.prompt}`).toHaveLength(template.textPositions.length);
        expect(example.prompt.trim()).not.toBe('');
        expect(example.captions.every((caption) => caption.trim() !== '' && caption === caption.trim())).toBe(true);
      }
      expect(examples[0]!.prompt).not.toBe(examples[1]!.prompt);
    }
  });

  it("keep every caption within its box's legible budget", () => {
    for (const template of top100) {
      const budgets = captionBudgets(template, template.textPositions);
      for (const example of workedExamplesFor(template)) {
        example.captions.forEach((caption, index) =>
          expect([...caption].length, `${template.id} box ${index + 1}: ${caption}`).toBeLessThanOrEqual(budgets[index]!),
        );
      }
    }
  });

  it('name only real templates, and reach the animated take of a template through its original', () => {
    for (const id of Object.keys(allWorkedExamples())) expect(getTemplate(id), id).toBeDefined();
    const gif = templateChoice(getTemplate('woman-yelling-at-cat-animated')!);
    expect(gif.captionsOf).toBe('woman-yelling-at-cat');
    expect(workedExamplesFor(gif)).toEqual(workedExamplesFor({ id: 'woman-yelling-at-cat' }));
    // A take whose boxes differ from its original's (Drake's GIF has one box) gets none.
    expect(workedExamplesFor(templateChoice(getTemplate('drake-hotline-bling-animated')!))).toEqual([]);
  });
});
