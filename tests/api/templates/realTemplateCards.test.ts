// The real templates behind the catalogue: each one a real Imgflip picture with true facts, and the
// copies of one meme (another upload, a blank or a crop) folded into that meme's card, so the
// catalogue counts and lists distinct memes, not uploads.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLASSIC_TEMPLATES, cardIdOf } from '../../../api/templates/catalogue/classics';
import { getTemplate, retiredTemplates, templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { firstPadding } from '../../../api/templates/catalogue/filler';
import { pictureHostOf, REAL_TEMPLATES, type RealTemplateFact } from '../../../api/templates/catalogue/realTemplate';
import { slugify } from '../../../api/templates/catalogue/slug';

const factsOf = (file: string) =>
  (JSON.parse(readFileSync(new URL(`../../../api/templates/catalogue/facts/${file}`, import.meta.url), 'utf8')) as { templates: RealTemplateFact[] }).templates;

/**
 * Distinct memes the facts hold today (276 from Imgflip's lists, 104 more from memegen's templates);
 * a lost card (a deleted fact, a wrong sameMemeAs) shows here.
 */
const CARDS_AT_LEAST = 380;

describe('real template facts, all files', () => {
  it('gives each Imgflip picture its Imgflip id (the path is the id in base 36), and every picture a real picture size', () => {
    for (const fact of REAL_TEMPLATES) {
      if (pictureHostOf(fact) === 'imgflip') expect(fact.image, fact.name).toMatch(new RegExp(`^/${fact.imgflipId!.toString(36)}\\.(jpg|png)$`));
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
    const withIds = REAL_TEMPLATES.filter((fact) => fact.imgflipId !== undefined);
    expect(unique(withIds.map((fact) => fact.imgflipId))).toBe(withIds.length);
    expect(unique(REAL_TEMPLATES.map((fact) => `${pictureHostOf(fact)}:${fact.image}`))).toBe(REAL_TEMPLATES.length);
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

describe("real templates from memegen's repository", () => {
  const memegen = factsOf('memegenTemplates.json');
  const placed = (
    JSON.parse(readFileSync(new URL('../../../api/templates/catalogue/facts/memegenPlaced.json', import.meta.url), 'utf8')) as {
      templates: Record<string, unknown[]>;
    }
  ).templates;

  it("are pictures on memegen's host, in their template's folder, of a real picture size, with their boxes placed by memegen", () => {
    expect(memegen.length).toBeGreaterThanOrEqual(100);
    for (const fact of memegen) {
      expect(fact.host, fact.name).toBe('memegen');
      expect(fact.image, fact.name).toMatch(/^\/[a-z0-9-]+\/default\.(jpg|png)$/);
      // Sizes are read from memegen's picture files; spot-checked: Stonks' default.png is 1858 by 1304.
      expect(Math.min(fact.width, fact.height), fact.name).toBeGreaterThanOrEqual(200);
      expect(Math.max(fact.width, fact.height), fact.name).toBeLessThanOrEqual(4100);
      expect(Math.max(fact.width / fact.height, fact.height / fact.width), fact.name).toBeLessThanOrEqual(2.5);
      expect(placed[fact.name]?.length, fact.name).toBe(fact.boxes.length);
      expect(fact.tags.length, fact.name).toBeGreaterThanOrEqual(3);
    }
    expect(memegen.find((fact) => fact.name === 'Stonks')).toMatchObject({ image: '/stonks/default.png', width: 1858, height: 1304 });
  });

  it('add memes the catalogue did not have: none is the same meme as an Imgflip template under another name', () => {
    const imgflipNames = new Set(REAL_TEMPLATES.filter((fact) => pictureHostOf(fact) === 'imgflip').map((fact) => slugify(fact.name)));
    for (const fact of memegen) expect(imgflipNames.has(slugify(fact.name)), fact.name).toBe(false);
    // memegen's drake, ds, mordor, … are Drake Hotline Bling, Two Buttons, One Does Not Simply: not added again.
    for (const name of ['Drakeposting', 'Daily Struggle', 'One Does Not Simply Walk into Mordor', 'Galaxy Brain', 'Schrute Facts']) {
      expect(
        memegen.some((fact) => fact.name === name),
        name,
      ).toBe(false);
    }
  });

  it('each opens as a real template whose caption boxes sit where memegen puts them', () => {
    const stonks = getTemplate('stonks')!;
    expect(stonks.classic).toBe(true);
    expect(stonks.sourceHost).toBe('memegen');
    // memegen: a box across the top fifth and one across the bottom fifth.
    expect(stonks.textPositions.map(({ x, y, width }) => [x, y, width])).toEqual([
      [50, 10, 100],
      [50, 90, 100],
    ]);
    expect(stonks.boxRoles).toEqual(['the dumb decision', 'stonks']);
    // The sad politicians are one meme: the others fold into Sad Joe Biden's card.
    expect(getTemplate('sad-barack-obama')!.foldsInto).toBe('sad-joe-biden');
  });
});
