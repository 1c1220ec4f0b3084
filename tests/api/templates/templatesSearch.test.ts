// Template search and listing: the spec's scoring (section 9), blank search falling back to the
// category (section 5), the All / Images / GIFs filter and the dialog's tab names.
import { describe, expect, it } from 'vitest';
import type { TemplateCategory } from '../../../core/templates/types';
import { templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { listTemplates, searchTemplates, TEMPLATE_FILTER_NAMES } from '../../../api/templates/catalogue/listing';
import { createTemplateIndex, type Searchable } from '../../../api/templates/search/search';

type Fake = Searchable & { label: string };
const fake = (label: string, fields: Partial<Searchable>): Fake => ({
  label,
  name: label,
  category: 'reaction' as TemplateCategory,
  tags: [],
  popularity: 50,
  isGif: false,
  ...fields,
});
const labels = (results: Fake[]) => results.map((result) => result.label);

describe('search scoring', () => {
  it('ranks exact name, then exact category, then name word, partial name, tag, partial tag', () => {
    const entries = [
      fake('tag', { name: 'Sleepy Owl', tags: ['animal'] }),
      fake('partial tag', { name: 'Quiet Fox', tags: ['farmanimals'] }),
      fake('partial name', { name: 'Animalistic Pose' }),
      fake('category', { name: 'Grumpy Toad', category: 'animal' }),
      fake('word', { name: 'Party Animal Night' }),
      fake('exact', { name: 'Animal' }),
      fake('nothing', { name: 'Unrelated' }),
    ];
    const results = createTemplateIndex(entries).search('animal');
    // exact name (100 + 50 for the word) > word (50) = category (50), then by popularity, both 50
    // here, so catalogue order decides; then tag (30) > partial name (20) > partial tag (15).
    expect(labels(results)).toEqual(['exact', 'category', 'word', 'tag', 'partial name', 'partial tag']);
  });

  it('exact category beats a tag match, and every query word adds up', () => {
    const entries = [
      fake('tagged', { tags: ['gaming'] }),
      fake('category', { category: 'gaming' }),
      fake('two words', { name: 'Gaming Night', tags: ['night'] }),
    ];
    expect(labels(createTemplateIndex(entries).search('gaming'))).toEqual(['category', 'two words', 'tagged']);
    expect(labels(createTemplateIndex(entries).search('gaming night'))[0]).toBe('two words');
  });

  it('breaks ties by popularity (bonus up to 10), then by catalogue order', () => {
    const entries = [
      fake('first', { name: 'Cat One', popularity: 40 }),
      fake('popular', { name: 'Cat Two', popularity: 90 }),
      fake('second', { name: 'Cat Three', popularity: 40 }),
    ];
    expect(labels(createTemplateIndex(entries).search('cat'))).toEqual(['popular', 'first', 'second']);
    // The bonus never outweighs a better match: 10 points at most.
    const bonus = [fake('word', { name: 'Cat', popularity: 0 }), fake('tag', { name: 'Other', tags: ['cat'], popularity: 100 })];
    expect(labels(createTemplateIndex(bonus).search('cat'))).toEqual(['word', 'tag']);
  });

  it('ignores case, punctuation and apostrophes', () => {
    expect(searchTemplates('DRAKE hotline BLING')[0]!.name).toBe('Drake Hotline Bling');
    expect(searchTemplates("gru's plan")[0]!.name).toBe("Gru's Plan");
    expect(searchTemplates('grus plan')[0]!.name).toBe("Gru's Plan");
    expect(searchTemplates('buff doge vs cheems')[0]!.name).toBe('Buff Doge vs. Cheems');
  });

  it('finds the classics by a word, a tag or the start of a word', () => {
    expect(searchTemplates('pigeon')[0]!.name).toBe('Is This a Pigeon');
    expect(searchTemplates('pika')[0]!.name).toBe('Surprised Pikachu');
    expect(searchTemplates('spongebob')[0]!.name).toBe('Mocking Spongebob');
    expect(searchTemplates('xyzzy')).toEqual([]);
  });

  it('returns every match once, best first', () => {
    const results = searchTemplates('cat');
    expect(new Set(results).size).toBe(results.length);
    expect(results.length).toBeGreaterThan(50);
  });
});

describe('template listing', () => {
  it('falls back to the category when the search is blank', () => {
    const animals = listTemplates({ search: '   ', category: 'animal' })!;
    expect(animals.length).toBeGreaterThan(0);
    expect(animals.every((template) => template.category === 'animal')).toBe(true);
    expect(listTemplates({ search: '', category: 'animals' })).toEqual(animals);
    expect(listTemplates({ search: null })).toHaveLength(5000);
  });

  it('searches across every category when there is text', () => {
    expect(listTemplates({ search: 'drake', category: 'animal' })![0]!.name).toBe('Drake Hotline Bling');
  });

  it('filters by kind: all, images, GIFs', () => {
    const gifs = listTemplates({ kind: 'gif' })!;
    const images = listTemplates({ kind: 'image' })!;
    expect(gifs.every((template) => template.isGif)).toBe(true);
    expect(images.every((template) => !template.isGif)).toBe(true);
    expect(gifs.length + images.length).toBe(5000);
    const drakeGifs = searchTemplates('drake', 'gif');
    expect(drakeGifs[0]!.name).toBe('Drake Hotline Bling Animated');
    expect(drakeGifs.every((template) => template.isGif && template.pictureOf.startsWith('drake-'))).toBe(true);
    expect(searchTemplates('drake', 'image').some((template) => template.isGif)).toBe(false);
  });

  it("maps the template dialog's tabs onto filters", () => {
    for (const tab of ['popular', 'recent', 'classic', 'animals', 'reactions', 'anime', 'gaming', 'tv-movies', 'trending', 'doge']) {
      expect(TEMPLATE_FILTER_NAMES).toContain(tab);
      expect(listTemplates({ category: tab })!.length).toBeGreaterThan(0);
    }
    expect(listTemplates({ category: 'popular' })).toHaveLength(100);
    expect(listTemplates({ category: 'recent' })).toHaveLength(100);
    expect(listTemplates({ category: 'trending' })!.length).toBeLessThanOrEqual(50);
    expect(listTemplates({ category: 'classic' })!.every((template) => template.classic)).toBe(true);
    expect(listTemplates({ category: 'reactions' })!.every((template) => template.category === 'reaction')).toBe(true);
    expect(listTemplates({ category: 'tv-movies' })!.every((template) => template.category === 'movie')).toBe(true);
    expect(listTemplates({ category: 'anime' })!.every((template) => template.tags.includes('anime'))).toBe(true);
    expect(listTemplates({ category: 'doge' })!.map((template) => template.name)).toContain('Doge');
    expect(listTemplates({ category: 'Animals' })).toEqual(listTemplates({ category: 'animal' }));
  });

  it('orders category lists real templates first, then by popularity, and knows no made-up category', () => {
    const all = listTemplates({ category: 'all' })!;
    const real = templateCatalogue().filter((template) => template.classic).length;
    expect(all.slice(0, real).every((template) => template.classic)).toBe(true);
    for (let index = 1; index < all.length; index += 1) {
      if (index !== real) expect(all[index - 1]!.popularity).toBeGreaterThanOrEqual(all[index]!.popularity);
    }
    for (const tab of ['popular', 'trending', 'recent', 'reactions'])
      expect(
        listTemplates({ category: tab })!
          .slice(0, 20)
          .every((template) => template.classic),
      ).toBe(true);
    expect(listTemplates({ category: 'no-such-tab' })).toBeUndefined();
    expect(new Set(all)).toEqual(new Set(templateCatalogue()));
  });
});
