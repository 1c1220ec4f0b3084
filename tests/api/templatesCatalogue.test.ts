// The template catalogue (spec sections 3 and 9): size, GIF share, classics and their variants,
// the special lists, and ids that never change between builds.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_CATEGORIES } from '../../core/templates/types';
import {
  buildCatalogue,
  getTemplate,
  popularTemplates,
  randomTemplates,
  recentTemplates,
  templateCatalogue,
  trendingTemplates,
} from '../../api/services/templates/catalogue';
import { CLASSIC_TEMPLATES } from '../../api/services/templates/classics';
import { imageHostUrl } from '../../api/services/templates/imageHost';
import { slugify } from '../../api/services/templates/slug';
import { variantsOf } from '../../api/services/templates/variants';

const catalogue = templateCatalogue();

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

  it('has at least 18 hand-written classics, each with 7 variants of 1 to 4 text positions', () => {
    const classics = catalogue.filter((template) => template.classic);
    expect(classics.length).toBeGreaterThanOrEqual(18);
    for (const name of ['Drake Hotline Bling', 'Distracted Boyfriend', 'Two Buttons', 'Change My Mind', 'Expanding Brain', 'Woman Yelling at Cat', 'This Is Fine', 'Disaster Girl', 'Success Kid', 'One Does Not Simply', 'Batman Slapping Robin', 'Left Exit 12 Off Ramp', 'Roll Safe Think About It', "Gru's Plan", 'UNO Draw 25 Cards', 'Is This a Pigeon', 'Surprised Pikachu', 'Mocking Spongebob']) {
      expect(classics.map((template) => template.name)).toContain(name);
    }
    for (const classic of CLASSIC_TEMPLATES) {
      const variants = variantsOf(classic);
      expect(variants).toHaveLength(7);
      for (const variant of variants) {
        expect(getTemplate(variant.id)).toEqual(variant);
        expect(variant.name.startsWith(`${classic.name} `)).toBe(true);
        expect(variant.textPositions.length).toBeGreaterThanOrEqual(1);
        expect(variant.textPositions.length).toBeLessThanOrEqual(4);
      }
    }
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
        positionIds.add(box.id);
      }
    }
    // Relay keys objects by id alone, so text position ids must not repeat across templates.
    expect(positionIds.size).toBe(catalogue.reduce((sum, template) => sum + template.textPositions.length, 0));
  });

  it('points every classic at its picture on the template image host, and nothing else anywhere', () => {
    const drake = getTemplate('drake-hotline-bling')!;
    expect(imageHostUrl('i.imgflip.com', drake.sourcePath!)?.href).toBe('https://i.imgflip.com/30b1gx.jpg');
    for (const template of catalogue.filter((entry) => entry.classic)) expect(imageHostUrl('i.imgflip.com', template.sourcePath!)?.host).toBe('i.imgflip.com');
    expect(catalogue.filter((template) => template.isGif).every((template) => template.sourcePath === undefined)).toBe(true);
  });

  it('comes out identical from two builds, and keeps the ids memes already store', () => {
    expect(buildCatalogue()).toEqual(buildCatalogue());
    // If this fingerprint changes, ids of stored memes and shared URLs break: only add templates.
    const fingerprint = createHash('sha256').update(catalogue.map((template) => template.id).join('\n')).digest('hex');
    expect(fingerprint).toBe('68182fcfdd687a9791511e0060c899bb0782ade69159823374d89d292f8a3ddc');
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
  it('popular: the 100 most popular, most popular first', () => {
    const popular = popularTemplates();
    expect(popular).toHaveLength(100);
    expect(popular[0]!.name).toBe('Drake Hotline Bling');
    const cutoff = popular[99]!.popularity;
    expect(catalogue.filter((template) => template.popularity > cutoff).every((template) => popular.includes(template))).toBe(true);
    for (let index = 1; index < popular.length; index += 1) expect(popular[index - 1]!.popularity).toBeGreaterThanOrEqual(popular[index]!.popularity);
  });

  it('recent: 100, newest first, the same on every call', () => {
    const recent = recentTemplates();
    expect(recent).toHaveLength(100);
    for (let index = 1; index < recent.length; index += 1) expect(recent[index - 1]!.addedDay).toBeGreaterThanOrEqual(recent[index]!.addedDay);
    expect(recentTemplates()).toEqual(recent);
  });

  it('trending: at most 50 of the trending category, by popularity', () => {
    const trending = trendingTemplates();
    expect(trending.length).toBeGreaterThan(0);
    expect(trending.length).toBeLessThanOrEqual(50);
    expect(trending.every((template) => template.category === 'trending')).toBe(true);
    for (let index = 1; index < trending.length; index += 1) expect(trending[index - 1]!.popularity).toBeGreaterThanOrEqual(trending[index]!.popularity);
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
