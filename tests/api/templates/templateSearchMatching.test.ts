// Template search finds a meme by what people call it: aliases, typos, words in any order, the
// key words of its use and box roles, and says why an entry ranks where it does.
import { describe, expect, it } from 'vitest';
import type { TemplateCategory } from '../../../core/templates/types';
import { getTemplate } from '../../../api/templates/catalogue/catalogue';
import { explainSearchScore, searchTemplates } from '../../../api/templates/catalogue/listing';
import { createTemplateIndex, SEARCH_SCORES, type Searchable } from '../../../api/templates/search/search';
import { createTypoIndex, editDistance } from '../../../api/templates/search/typos';
import { foldedCards } from '../../helpers/templateSearchQuality';

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
/** The real memes a catalogue search lists first, one card each, as the browser shows them. */
const cards = (query: string) => foldedCards(searchTemplates(query), 3);
const template = (id: string) => {
  const found = getTemplate(id);
  if (!found) throw new Error(`no template ${id}`);
  return found;
};

describe('what a word matches, best first', () => {
  it('ranks a word in the name over an alias, a tag, the one-line use and the box roles', () => {
    const entries = [
      fake('box role', { name: 'Owl', boxRoles: ['the pigeon'] }),
      fake('use', { name: 'Fox', description: 'When a pigeon appears' }),
      fake('tag', { name: 'Toad', tags: ['pigeon'] }),
      fake('alias', { name: 'Newt', aliases: ['pigeon guy'] }),
      fake('name', { name: 'Proud Pigeon' }),
    ];
    expect(labels(createTemplateIndex(entries).search('pigeon'))).toEqual(['name', 'alias', 'tag', 'use', 'box role']);
  });

  it('meets other forms of a word in the use and box roles', () => {
    const entries = [fake('burns', { name: 'Dog', description: 'Pretending all is fine while the house burns' }), fake('other', { name: 'Cat' })];
    expect(labels(createTemplateIndex(entries).search('burning'))).toEqual(['burns']);
  });

  it('puts the real template ahead of its variant on an equal match', () => {
    const entries = [
      fake('variant', { id: 'owl-party-remix', name: 'Owl Party Remix', pictureOf: 'owl-party', classic: false, popularity: 60 }),
      fake('real', { id: 'owl-party', name: 'Owl Party', pictureOf: 'owl-party', classic: true, popularity: 60 }),
    ];
    expect(labels(createTemplateIndex(entries).search('owl'))).toEqual(['real', 'variant']);
  });

  it("counts a variant's style words as tags, not as its name", () => {
    const entries = [
      fake('real', { id: 'side-eye-owl', name: 'Side Eye Owl', pictureOf: 'side-eye-owl', classic: true, popularity: 10 }),
      fake('variant of another', { id: 'owl-side-by-side', name: 'Owl Side by Side', pictureOf: 'owl', popularity: 90 }),
      fake('owl', { id: 'owl', name: 'Owl', pictureOf: 'owl', classic: true }),
    ];
    const index = createTemplateIndex(entries);
    expect(labels(index.search('side eye'))[0]).toBe('real');
    expect(index.explain('side', entries[1]!).parts[0]).toEqual({ rule: 'tagWord', word: 'side', points: SEARCH_SCORES.tagWord });
  });
});

describe('typos', () => {
  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('boyfriend', 'boyfirend', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });

  it('corrects one edit from 4 letters, two from 8, none below 4', () => {
    const typos = createTypoIndex(['girl', 'cat', 'philosoraptor', 'boyfriend']);
    expect(typos.near('gril')).toEqual(['girl']);
    expect(typos.near('cst')).toEqual([]);
    expect(typos.near('grrl')).toEqual(['girl']);
    expect(typos.near('grrll')).toEqual([]);
    expect(typos.near('phlosoraptr')).toEqual(['philosoraptor']);
    expect(typos.near('bofyirend')).toEqual(['boyfriend']);
    expect(typos.near('bxxfriexd')).toEqual([]);
  });

  it('finds the meme despite a typo, but never "corrects" a word search knows', () => {
    expect(cards('distracted boyfirend')[0]).toBe('distracted-boyfriend');
    expect(cards('spongbob mocking')[0]).toBe('mocking-spongebob');
    expect(cards('philosoraptr')[0]).toBe('philosoraptor');
    const entries = [fake('typo', { name: 'Philosoraptor' }), fake('exact', { name: 'Philosoraptr' })];
    expect(labels(createTemplateIndex(entries).search('philosoraptr'))).toEqual(['exact']);
    expect(labels(createTemplateIndex(entries).search('philosorapter'))).toEqual(['typo', 'exact']);
  });
});

describe('word order and whole names', () => {
  it('finds a name in any order, just below the exact name', () => {
    const boyfriend = template('distracted-boyfriend');
    const exact = explainSearchScore('distracted boyfriend', boyfriend);
    const reordered = explainSearchScore('boyfriend distracted', boyfriend);
    expect(exact.score - reordered.score).toBe(SEARCH_SCORES.exactName);
    expect(reordered.parts.map((part) => part.rule)).toContain('wholeName');
    expect(cards('boyfriend distracted')[0]).toBe('distracted-boyfriend');
    expect(cards('cat yelling woman')[0]).toBe('woman-yelling-at-cat');
  });

  it('prefers the name that shares more of the query: "buff doge" is Buff Doge vs. Cheems, not Doge', () => {
    expect(cards('buff doge')[0]).toBe('buff-doge-vs-cheems');
    expect(cards('doge')[0]).toBe('doge');
    expect(cards('doge meme')[0]).toBe('doge');
  });
});

describe('aliases', () => {
  it('finds a meme by what people call it', () => {
    expect(cards('guy looking at another girl')[0]).toBe('distracted-boyfriend');
    expect(cards('galaxy brain')[0]).toBe('expanding-brain');
    expect(cards('pointing spidermen')[0]).toBe('spider-man-pointing-at-spider-man');
    expect(cards('smudge the cat')[0]).toBe('woman-yelling-at-cat');
    const parts = explainSearchScore('galaxy brain', template('expanding-brain')).parts;
    expect(parts).toContainEqual({ rule: 'wholeAlias', points: SEARCH_SCORES.wholeAlias });
  });

  it('gives an alias less than the name: a meme named so beats one merely called so', () => {
    const entries = [fake('called', { name: 'Smug Owl', aliases: ['night owl'] }), fake('named', { name: 'Night Owl' })];
    expect(labels(createTemplateIndex(entries).search('night owl'))).toEqual(['named', 'called']);
  });
});

describe('explaining a score', () => {
  it('adds up to the order search returns', () => {
    for (const query of ['drake', 'guy looking at another girl', 'woman yeling at cat', 'choosing between two buttons', 'cat']) {
      const totals = searchTemplates(query)
        .slice(0, 30)
        .map((entry) => explainSearchScore(query, entry).total);
      expect(totals.every((total) => total > 0)).toBe(true);
      for (let at = 1; at < totals.length; at += 1) expect(totals[at - 1]!).toBeGreaterThanOrEqual(totals[at]!);
    }
  });

  it('names each rule with its word and points, and gives nothing to a non-match', () => {
    const explained = explainSearchScore('drake hotline bling', template('drake-hotline-bling'));
    expect(explained.parts).toContainEqual({ rule: 'exactName', points: 100 });
    expect(explained.parts).toContainEqual({ rule: 'nameWord', word: 'drake', points: 50 });
    expect(explained.score).toBe(100 + 3 * 50 + 60);
    expect(explainSearchScore('xyzzy', template('drake-hotline-bling'))).toEqual({ parts: [], score: 0, total: 0 });
  });
});
