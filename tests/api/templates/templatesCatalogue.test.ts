// The template catalogue (spec sections 3 and 9): size, GIF share, real templates and their
// variants (and nothing invented), the special lists, and ids that never change between builds.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_CATEGORIES } from '../../../core/templates/types';
import {
  buildCatalogue,
  getTemplate,
  popularTemplates,
  randomTemplates,
  recentTemplates,
  templateCatalogue,
  trendingTemplates,
  TRENDING_SINCE_DAY,
  type CatalogueEntry,
} from '../../../api/templates/catalogue/catalogue';
import { CLASSIC_TEMPLATES } from '../../../api/templates/catalogue/classics';
import { extensionOf } from '../../../api/templates/catalogue/entry';
import { imageHostUrl } from '../../../api/templates/images/imageHost';
import { firstPadding, FIRST_PADDING } from '../../../api/templates/catalogue/filler';
import { slugify } from '../../../api/templates/catalogue/slug';
import { ANIMATED_TAKES, variantsOf } from '../../../api/templates/catalogue/variants';

const catalogue = templateCatalogue();
/** The real templates the catalogue started with: their ids are stored in memes and URLs. */
const STARTING_CLASSICS = [
  'Drake Hotline Bling',
  'Distracted Boyfriend',
  'Two Buttons',
  'Change My Mind',
  'Expanding Brain',
  'Woman Yelling at Cat',
  'This Is Fine',
  'Disaster Girl',
  'Success Kid',
  'One Does Not Simply',
  'Batman Slapping Robin',
  'Left Exit 12 Off Ramp',
  'Roll Safe Think About It',
  "Gru's Plan",
  'UNO Draw 25 Cards',
  'Is This a Pigeon',
  'Surprised Pikachu',
  'Mocking Spongebob',
  'Buff Doge vs. Cheems',
  'Trade Offer',
  'Hide the Pain Harold',
  'Bernie I Am Once Again Asking for Your Support',
  'Waiting Skeleton',
  'Grumpy Cat',
  'Doge',
  'Futurama Fry',
  'Epic Handshake',
  'Monkey Puppet',
];

describe('template catalogue', () => {
  it('holds 5000 templates with unique ids that are the slugs of their names', () => {
    expect(catalogue).toHaveLength(5000);
    expect(new Set(catalogue.map((template) => template.id)).size).toBe(5000);
    for (const template of catalogue) expect(template.id).toBe(slugify(template.name));
    expect(getTemplate('grus-plan')?.name).toBe("Gru's Plan");
  });

  it('is about 5% GIFs, served as .gif', () => {
    const gifs = catalogue.filter((template) => template.isGif);
    expect(gifs.length / catalogue.length).toBeGreaterThanOrEqual(0.04);
    expect(gifs.length / catalogue.length).toBeLessThanOrEqual(0.06);
    for (const template of catalogue) expect(template.url.endsWith('.gif')).toBe(template.isGif);
  });

  it('holds real, well-known templates by name, each with 7 variants of 1 to 4 text positions', () => {
    const real = catalogue.filter((template) => template.classic);
    expect(real.length).toBeGreaterThanOrEqual(274);
    expect(real).toHaveLength(CLASSIC_TEMPLATES.length);
    const names = real.map((template) => template.name);
    for (const name of [
      ...STARTING_CLASSICS,
      'Always Has Been',
      'Running Away Balloon',
      'Anakin Padme 4 Panel',
      "They're The Same Picture",
      'Sad Pablo Escobar',
      'Clown Applying Makeup',
      'Panik Kalm Panik',
      'Inhaling Seagull',
      'American Chopper Argument',
      'Evil Kermit',
      'Hard To Swallow Pills',
      'Tuxedo Winnie The Pooh',
      'Scumbag Steve',
      'Philosoraptor',
      'Bad Luck Brian',
      'Captain Picard Facepalm',
      'Chill Guy',
      'Confession Bear',
      'Mr Krabs Blur Meme',
      'Inception',
      'Arthur Fist',
    ]) {
      expect(names).toContain(name);
    }
    for (const [index, classic] of CLASSIC_TEMPLATES.entries()) {
      const variants = variantsOf(classic, index < ANIMATED_TAKES);
      expect(variants).toHaveLength(7);
      // The GIF share stays near 5%: only the first real templates have an animated take.
      expect(variants.filter((variant) => variant.isGif)).toHaveLength(index < ANIMATED_TAKES ? 1 : 0);
      for (const variant of variants) {
        expect(getTemplate(variant.id)).toEqual(variant);
        expect(variant.name.startsWith(`${classic.name} `)).toBe(true);
        expect(variant.textPositions.length).toBeGreaterThanOrEqual(1);
        expect(variant.textPositions.length).toBeLessThanOrEqual(4);
      }
    }
  });

  it('has no template without a real picture: every entry is a real template or a variant of one', () => {
    const real = new Map(catalogue.filter((template) => template.classic).map((template) => [template.id, template]));
    for (const template of catalogue) {
      const original = real.get(template.pictureOf);
      expect(original, template.id).toBeDefined();
      // Invented subjects ("Judgmental Raccoon Before and After") are gone: every name is a real one.
      expect(template.name === original!.name || template.name.startsWith(`${original!.name} `), template.name).toBe(true);
      if (template.isGif) {
        // An animated take on the real picture: its shape, drawn by the app.
        expect(template.sourcePath).toBeUndefined();
        expect(template.width / template.height).toBeCloseTo(original!.width / original!.height, 1);
      } else {
        expect(template.sourcePath).toBe(original!.sourcePath);
        expect(template.width / template.height).toBeCloseTo(original!.width / original!.height, 1);
      }
    }
    expect(catalogue.some((template) => /raccoon|capybara|sigma/i.test(template.name))).toBe(false);
  });

  it('records where each real picture lives and what each box means', () => {
    for (const classic of CLASSIC_TEMPLATES) {
      // Imgflip serves a template at its id in base 36, with the extension its list records;
      // memegen in the template's folder, as default.jpg or default.png.
      if (classic.host === 'imgflip') expect(classic.image, classic.name).toBe(`/${classic.imgflipId!.toString(36)}.${extensionOf(classic.image)}`);
      else expect(classic.image, classic.name).toMatch(/^\/[a-z0-9-]+\/default\.(jpg|png)$/);
      expect(['jpg', 'png']).toContain(extensionOf(classic.image));
      expect(classic.width > 0 && classic.height > 0 && Number.isInteger(classic.width) && Number.isInteger(classic.height)).toBe(true);
      expect(classic.description.length).toBeGreaterThan(10);
      expect(classic.tags.length).toBeGreaterThan(0);
    }
    expect(new Set(CLASSIC_TEMPLATES.map((classic) => classic.image)).size).toBe(CLASSIC_TEMPLATES.length);
    for (const template of catalogue) {
      expect(template.boxRoles).toHaveLength(template.textPositions.length);
      expect(template.description).not.toBe('');
    }
    const drake = getTemplate('drake-hotline-bling')!;
    expect([drake.width, drake.height, drake.sourcePath]).toEqual([1200, 1200, '/30b1gx.jpg']);
    expect(drake.boxRoles).toEqual(['the thing rejected', 'the thing preferred']);
    expect(getTemplate('epic-handshake')!.sourcePath).toBe('/28j0te.jpg');
    expect(getTemplate('always-has-been')!.sourcePath).toBe('/46e43q.png');
  });

  it('gives every template the spec shape: a known category, real sizes, boxes inside the picture', () => {
    const positionIds = new Set<string>();
    for (const template of catalogue) {
      expect(TEMPLATE_CATEGORIES).toContain(template.category);
      expect(template.width).toBeGreaterThan(0);
      expect(template.height).toBeGreaterThan(0);
      expect(template.popularity).toBeGreaterThanOrEqual(0);
      expect(template.popularity).toBeLessThanOrEqual(100);
      expect(template.url).toMatch(new RegExp(`^/media/templates/${template.id}\\.(png|jpg|gif)$`));
      expect(template.textPositions.length).toBeGreaterThanOrEqual(1);
      expect(template.textPositions.length).toBeLessThanOrEqual(4);
      for (const box of template.textPositions) {
        expect(['top', 'bottom', 'center', 'custom']).toContain(box.position);
        for (const value of [box.x, box.y, box.width]) expect(value >= 0 && value <= 100).toBe(true);
        // The whole box is inside the picture, not only its centre.
        expect(box.x - box.width / 2, template.id).toBeGreaterThanOrEqual(-0.01);
        expect(box.x + box.width / 2, template.id).toBeLessThanOrEqual(100.01);
        expect(box.fontSize).toBeGreaterThan(0);
        // A tilt is the renderer's ±45° at most, and only stored where it is not upright.
        if (box.rotation !== undefined) expect(Math.abs(box.rotation) > 0 && Math.abs(box.rotation) <= 45, template.id).toBe(true);
        positionIds.add(box.id);
      }
    }
    // Relay keys objects by id alone, so text position ids must not repeat across templates.
    expect(positionIds.size).toBe(catalogue.reduce((sum, template) => sum + template.textPositions.length, 0));
  });

  it('points every still at its picture on the template image host', () => {
    const drake = getTemplate('drake-hotline-bling')!;
    expect(imageHostUrl('i.imgflip.com', drake.sourcePath!)?.href).toBe('https://i.imgflip.com/30b1gx.jpg');
    const memegen = 'raw.githubusercontent.com/jacebrowning/memegen/main/templates';
    expect(imageHostUrl(memegen, getTemplate('stonks')!.sourcePath!)?.href).toBe(`https://${memegen}/stonks/default.png`);
    for (const template of catalogue.filter((entry) => !entry.isGif)) {
      const base = template.sourceHost === 'memegen' ? memegen : 'i.imgflip.com';
      expect(imageHostUrl(base, template.sourcePath!)?.href.startsWith(`https://${base}/`), template.id).toBe(true);
    }
    expect(catalogue.filter((template) => template.isGif).every((template) => template.sourcePath === undefined)).toBe(true);
  });

  it('comes out identical from two builds, and keeps the ids memes already store', () => {
    expect(buildCatalogue()).toEqual(buildCatalogue());
    // The real templates the app started with, and their variants, keep their ids.
    for (const name of STARTING_CLASSICS) {
      expect(getTemplate(slugify(name))?.name).toBe(name);
      for (const variant of variantsOf(CLASSIC_TEMPLATES.find((classic) => classic.name === name)!)) expect(getTemplate(variant.id)).toBeDefined();
    }
    expect(getTemplate('drake-hotline-bling-remix')?.sourcePath).toBe('/30b1gx.jpg');
    // Every id of the catalogue as first published (its fingerprint) is still found, listed or
    // retired, and as the same kind: stored memes and shared URLs keep working as templates are added.
    const first = CLASSIC_TEMPLATES.slice(0, FIRST_PADDING.classics);
    const published = [
      ...first.map((classic) => getTemplate(slugify(classic.name))!),
      ...first.flatMap((classic) => variantsOf(classic)),
      ...firstPadding(CLASSIC_TEMPLATES),
    ];
    const fingerprint = createHash('sha256')
      .update(published.map((template) => template.id).join('\n'))
      .digest('hex');
    expect(fingerprint).toBe('e992217c15e224abf2129a2f1a88986b7475d6b47c61aad187a66350f89ce52c');
    expect(published.filter((template) => getTemplate(template.id)?.isGif !== template.isGif).map((template) => template.id)).toEqual([]);
  });

  it('lists 5000, with the padding displaced by later real templates retired but still found', () => {
    const retired = firstPadding(CLASSIC_TEMPLATES).filter((entry) => !catalogue.some((listed) => listed.id === entry.id));
    expect(catalogue).toHaveLength(5000);
    // Each later real template and its seven variants take eight places.
    expect(retired.length).toBe(8 * (CLASSIC_TEMPLATES.length - FIRST_PADDING.classics));
    // About 5% GIFs: 250, or one animated take per real template once there are more (up to ANIMATED_TAKES).
    expect(catalogue.filter((entry) => entry.isGif)).toHaveLength(Math.max(250, Math.min(CLASSIC_TEMPLATES.length, ANIMATED_TAKES)));
    for (const entry of retired) expect(getTemplate(entry.id)?.name).toBe(entry.name);
  });

  it('cannot be changed by a caller', () => {
    const drake = getTemplate('drake-hotline-bling')!;
    expect(() => {
      (drake as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
    expect(() => drake.tags.push('x')).toThrow(TypeError);
  });
});

describe('template lists', () => {
  /** Real templates come first, then variants; within each, `key` never increases. */
  const realFirstBy = (list: readonly CatalogueEntry[], key: (template: CatalogueEntry) => number) => {
    for (let index = 1; index < list.length; index += 1) {
      const [before, after] = [list[index - 1]!, list[index]!];
      expect(Number(before.classic)).toBeGreaterThanOrEqual(Number(after.classic));
      if (before.classic === after.classic) expect(key(before)).toBeGreaterThanOrEqual(key(after));
    }
  };

  it('popular: the 100 most popular real templates, most popular first', () => {
    const popular = popularTemplates();
    expect(popular).toHaveLength(100);
    expect(popular[0]!.name).toBe('Drake Hotline Bling');
    expect(popular.every((template) => template.classic)).toBe(true);
    const cutoff = popular[99]!.popularity;
    expect(catalogue.filter((template) => template.classic && template.popularity > cutoff).every((template) => popular.includes(template))).toBe(true);
    realFirstBy(popular, (template) => template.popularity);
    // The GIFs filter cuts after filtering: the 100 most popular GIFs, not the GIFs among the top 100.
    expect(popularTemplates('gif')).toHaveLength(100);
    expect(popularTemplates('gif').every((template) => template.isGif)).toBe(true);
  });

  it('recent: 100, real templates first, newest first, the same on every call', () => {
    const recent = recentTemplates();
    expect(recent).toHaveLength(100);
    expect(recent.slice(0, 24).every((template) => template.classic)).toBe(true);
    realFirstBy(recent, (template) => template.addedDay);
    expect(recentTemplates()).toEqual(recent);
  });

  it('trending: at most 50, the trending category and recent real memes, real ones first, by popularity', () => {
    const trending = trendingTemplates();
    expect(trending.length).toBeGreaterThan(24);
    expect(trending.length).toBeLessThanOrEqual(50);
    expect(trending.slice(0, 24).every((template) => template.classic)).toBe(true);
    expect(trending.every((template) => template.category === 'trending' || (template.classic && template.addedDay >= TRENDING_SINCE_DAY))).toBe(true);
    expect(trending.map((template) => template.name)).toEqual(expect.arrayContaining(['Buff Doge vs. Cheems', 'Trade Offer', 'Always Has Been']));
    realFirstBy(trending, (template) => template.popularity);
  });

  it('random: the requested number of distinct templates', () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const picked = randomTemplates(6);
      expect(picked).toHaveLength(6);
      expect(new Set(picked.map((template) => template.id)).size).toBe(6);
    }
    // Even a random source stuck on one value cannot produce duplicates.
    expect(new Set(randomTemplates(24, () => 0).map((template) => template.id)).size).toBe(24);
  });
});
