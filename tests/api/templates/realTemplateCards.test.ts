// The real templates behind the catalogue: each one a real Imgflip picture with true facts, and the
// copies of one meme (another upload, a blank or a crop) folded into that meme's card, so the
// catalogue counts and lists distinct memes, not uploads.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLASSIC_TEMPLATES, cardIdOf } from '../../../api/templates/catalogue/classics';
import { getTemplate, retiredTemplates, templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { firstPadding } from '../../../api/templates/catalogue/filler';
import { REAL_TEMPLATES, type RealTemplateFact } from '../../../api/templates/catalogue/realTemplate';
import { slugify } from '../../../api/templates/catalogue/slug';

const factsOf = (file: string) =>
  (JSON.parse(readFileSync(new URL(`../../../api/templates/catalogue/facts/${file}`, import.meta.url), 'utf8')) as { templates: RealTemplateFact[] }).templates;

/** Distinct memes the facts hold today; a lost card (a deleted fact, a wrong sameMemeAs) shows here. */
const CARDS_AT_LEAST = 270;

describe('real template facts, all files', () => {
  it('gives each real picture its Imgflip id: the path is the id in base 36, the size a real picture size', () => {
    for (const fact of REAL_TEMPLATES) {
      expect(fact.image, fact.name).toMatch(new RegExp(`^/${fact.imgflipId.toString(36)}\\.(jpg|png)$`));
      for (const side of [fact.width, fact.height]) {
        expect(side, fact.name).toBeGreaterThanOrEqual(150);
        expect(side, fact.name).toBeLessThanOrEqual(4000);
      }
      expect(Math.max(fact.width / fact.height, fact.height / fact.width), fact.name).toBeLessThanOrEqual(3);
    }
  });

  it('names each real template once, one picture per Imgflip id, one id per name', () => {
    const unique = (values: readonly unknown[]) => new Set(values).size;
    expect(unique(REAL_TEMPLATES.map((fact) => fact.name.toLowerCase()))).toBe(REAL_TEMPLATES.length);
    expect(unique(REAL_TEMPLATES.map((fact) => slugify(fact.name)))).toBe(REAL_TEMPLATES.length);
    expect(unique(REAL_TEMPLATES.map((fact) => fact.imgflipId))).toBe(REAL_TEMPLATES.length);
  });
});

describe('cards: one per meme', () => {
  const cards = CLASSIC_TEMPLATES.filter((classic) => !classic.sameMemeAs);
  const copies = CLASSIC_TEMPLATES.filter((classic) => classic.sameMemeAs);

  it(`holds at least ${CARDS_AT_LEAST} distinct memes, the real templates that copy no other`, () => {
    expect(cards.length).toBeGreaterThanOrEqual(CARDS_AT_LEAST);
    expect(new Set(CLASSIC_TEMPLATES.map(cardIdOf)).size).toBe(cards.length);
  });

  it('folds each copy into the card of the meme it copies, never into another copy', () => {
    expect(copies.map((copy) => [copy.name, copy.sameMemeAs])).toEqual(
      expect.arrayContaining([
        ['Drake Blank', 'Drake Hotline Bling'],
        ['Success Kid Original', 'Success Kid'],
        ['Bernie Sanders Once Again Asking', 'Bernie I Am Once Again Asking for Your Support'],
        ['Oprah You Get A Car Everybody Gets A Car', 'Oprah You Get A'],
      ]),
    );
    for (const copy of copies) {
      const card = cards.find((classic) => classic.name === copy.sameMemeAs);
      expect(card, copy.name).toBeDefined();
      expect(cardIdOf(copy)).toBe(slugify(card!.name));
      const entry = getTemplate(slugify(copy.name))!;
      expect(entry.foldsInto).toBe(slugify(card!.name));
      // The copy stays its own picture: people who open it by id still get the upload they chose.
      expect(entry.sourcePath).toBe(copy.image);
    }
  });

  it('keeps memes that only look alike as cards of their own', () => {
    const cardNames = new Set(cards.map((classic) => classic.name));
    for (const name of [
      'Socially Awesome Penguin',
      'Socially Awkward Penguin',
      'Socially Awesome Awkward Penguin',
      'Spiderman Peter Parker',
      'Peter Parker Cry',
    ]) {
      expect(cardNames.has(name), name).toBe(true);
    }
  });
});

describe('catalogue with the recent real templates', () => {
  it('still holds exactly 5000 templates with unique ids, every recent real template among them', () => {
    const catalogue = templateCatalogue();
    expect(catalogue).toHaveLength(5000);
    expect(new Set(catalogue.map((entry) => entry.id)).size).toBe(5000);
    for (const fact of factsOf('recentRealTemplates.json')) {
      const entry = getTemplate(slugify(fact.name));
      expect(entry?.classic, fact.name).toBe(true);
      expect([entry!.width, entry!.height, entry!.sourcePath]).toEqual([fact.width, fact.height, fact.image]);
    }
  });

  it('retires padding for them, never deletes it: every id of the first padding still opens its template', () => {
    const retired = new Set(retiredTemplates().map((entry) => entry.id));
    const listed = new Set(templateCatalogue().map((entry) => entry.id));
    for (const entry of firstPadding(CLASSIC_TEMPLATES)) {
      expect(getTemplate(entry.id)?.name, entry.id).toBe(entry.name);
      expect(listed.has(entry.id) !== retired.has(entry.id), entry.id).toBe(true);
    }
  });
});
