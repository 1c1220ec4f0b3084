// One card per real meme (issue: search drowned the real meme in its variants): the templates
// connection folds every variant and copy into its card, counts cards and entries apart, and a
// card lists its layouts; randomTemplates(originalsOnly) gives cards only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const LIST = `query ($search: String, $category: String, $kind: TemplateKind, $first: Int, $after: String, $foldLayouts: Boolean) {
  templates(search: $search, category: $category, kind: $kind, first: $first, after: $after, foldLayouts: $foldLayouts) {
    totalCount
    entryCount
    pageInfo { hasNextPage endCursor }
    edges { node { slug name isGif layoutCount card { slug } } }
  }
}`;
type Node = { slug: string; name: string; isGif: boolean; layoutCount: number; card: { slug: string } };
type List = { templates: { totalCount: number; entryCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: Node }[] } };

async function list(variables: Record<string, unknown>) {
  const { body } = await app.graphql<List>(LIST, variables);
  expect(body.errors).toBeUndefined();
  return body.data!.templates;
}

/** Every node of a list, page after page. */
async function everyNode(variables: Record<string, unknown>): Promise<Node[]> {
  const nodes: Node[] = [];
  let after: string | undefined;
  do {
    const page = await list({ ...variables, first: 100, after });
    nodes.push(...page.edges.map((edge) => edge.node));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : undefined;
  } while (after);
  return nodes;
}

const drakeEntries = () => templateCatalogue().filter((entry) => entry.foldsInto === 'drake-hotline-bling');

describe('templates, one card per real meme', () => {
  it('finds Drake Hotline Bling first and once for "drake", its variants and copies folded behind it', async () => {
    const drake = await list({ search: 'drake', first: 24 });
    const names = drake.edges.map((edge) => edge.node.name);
    expect(names[0]).toBe('Drake Hotline Bling');
    expect(names.filter((name) => name.startsWith('Drake'))).toEqual(['Drake Hotline Bling']);
    expect(drake.edges[0]!.node.layoutCount).toBe(drakeEntries().length);
    // The footer's M still counts every matching entry: Reloaded, Animated, Drake Blank, …
    const unfolded = await list({ search: 'drake', first: 100, foldLayouts: false });
    expect(drake.entryCount).toBe(unfolded.totalCount);
    expect(unfolded.totalCount).toBeGreaterThanOrEqual(drakeEntries().length);
    expect(drake.totalCount).toBe(drake.edges.length);
    expect(drake.totalCount).toBeLessThan(drake.entryCount);
  });

  it('shows each card once, each a card itself, wherever a search or a list puts it', async () => {
    for (const variables of [{ search: 'cat' }, { search: 'success kid' }, { category: 'popular' }, { category: 'all' }, { category: 'reaction' }]) {
      const nodes = await everyNode(variables);
      const slugs = nodes.map((node) => node.slug);
      expect(new Set(slugs).size, JSON.stringify(variables)).toBe(slugs.length);
      expect(nodes.every((node) => node.card.slug === node.slug)).toBe(true);
    }
    const kid = await list({ search: 'success kid', first: 5 });
    // Success Kid Original is another upload of the same picture: a layout of Success Kid.
    expect(kid.edges[0]!.node.slug).toBe('success-kid');
    expect(kid.edges.map((edge) => edge.node.slug)).not.toContain('success-kid-original');
    // A list keeps the real memes in their own order (popular: most popular first).
    const popular = await list({ category: 'popular', first: 3 });
    expect(popular.edges[0]!.node.slug).toBe('drake-hotline-bling');
    expect(popular.entryCount).toBe(100);
  });

  it('counts every entry in entryCount and the cards in totalCount: all 5000 behind the cards', async () => {
    const all = await list({ first: 20 });
    expect(all.entryCount).toBe(5000);
    const cards = new Set(templateCatalogue().map((entry) => entry.foldsInto));
    expect(all.totalCount).toBe(cards.size);
    expect(all.edges).toHaveLength(20);
  });

  it('lists GIF cards as their animated layout, each meme once', async () => {
    const gifs = await everyNode({ kind: 'GIF' });
    expect(gifs.length).toBeGreaterThan(200);
    expect(gifs.every((node) => node.isGif && node.card.slug !== node.slug)).toBe(true);
    expect(new Set(gifs.map((node) => node.card.slug)).size).toBe(gifs.length);
    const drake = await list({ kind: 'GIF', search: 'drake', first: 5 });
    expect(drake.edges.map((edge) => edge.node.card.slug)).toEqual(['drake-hotline-bling']);
    expect(drake.edges[0]!.node.slug).toBe('drake-hotline-bling-animated');
  });

  it('gives every entry as before with foldLayouts: false', async () => {
    const entries = await list({ first: 20, foldLayouts: false });
    expect(entries.totalCount).toBe(5000);
    expect(entries.entryCount).toBe(5000);
    const drake = await everyNode({ search: 'drake', foldLayouts: false });
    expect(drake.map((node) => node.slug).sort()).toEqual(
      drakeEntries()
        .map((entry) => entry.id)
        .sort(),
    );
  });
});

describe('a card and its layouts', () => {
  const CARD = `query ($id: ID!) { template(id: $id) {
    slug name description aliases layoutCount
    card { slug }
    layouts { slug isGif popularity card { slug } }
    textPositions { role }
  } }`;
  type Card = {
    slug: string;
    name: string;
    description: string;
    aliases: string[];
    layoutCount: number;
    card: { slug: string };
    layouts: { slug: string; isGif: boolean; popularity: number; card: { slug: string } }[];
    textPositions: { role: string | null }[];
  };
  const card = async (id: string) => (await app.graphql<{ template: Card }>(CARD, { id })).body.data!.template;

  it('lists the card first, then its stills, then its GIFs, each most popular first', async () => {
    const drake = await card('drake-hotline-bling');
    expect(drake.card.slug).toBe('drake-hotline-bling');
    expect(drake.layoutCount).toBe(drake.layouts.length);
    expect(drake.layouts.map((layout) => layout.slug).sort()).toEqual(
      drakeEntries()
        .map((entry) => entry.id)
        .sort(),
    );
    expect(drake.layouts[0]!.slug).toBe('drake-hotline-bling');
    const rest = drake.layouts.slice(1);
    const firstGif = rest.findIndex((layout) => layout.isGif);
    expect(firstGif).toBeGreaterThan(0);
    expect(rest.slice(firstGif).every((layout) => layout.isGif)).toBe(true);
    for (const part of [rest.slice(0, firstGif), rest.slice(firstGif)]) {
      expect(part.map((layout) => layout.popularity)).toEqual([...part.map((layout) => layout.popularity)].sort((a, b) => b - a));
    }
    expect(drake.layouts.every((layout) => layout.card.slug === 'drake-hotline-bling')).toBe(true);
  });

  it('says what the meme is for and what each box means, and a layout leads to the same card and layouts', async () => {
    const drake = await card('drake-hotline-bling');
    expect(drake.description).toMatch(/prefer/);
    expect(drake.textPositions.map((box) => box.role)).toEqual([expect.stringMatching(/./), expect.stringMatching(/./)]);
    const animated = await card('drake-hotline-bling-animated');
    expect(animated.card.slug).toBe('drake-hotline-bling');
    expect(animated.layoutCount).toBe(drake.layoutCount);
    expect(animated.layouts.map((layout) => layout.slug)).toEqual(drake.layouts.map((layout) => layout.slug));
    expect(animated.description).toBe(drake.description);
  });
});

describe('randomTemplates(originalsOnly: true)', () => {
  it('picks cards only: never a variant nor a copy of another real meme', async () => {
    const copies = new Set(
      templateCatalogue()
        .filter((entry) => entry.classic && entry.foldsInto !== entry.id)
        .map((entry) => entry.id),
    );
    expect(copies.has('success-kid-original')).toBe(true);
    for (let round = 0; round < 30; round += 1) {
      const { body } = await app.graphql<{ randomTemplates: { slug: string; card: { slug: string } }[] }>(
        '{ randomTemplates(count: 24, originalsOnly: true) { slug card { slug } } }',
      );
      for (const template of body.data!.randomTemplates) {
        expect(template.card.slug).toBe(template.slug);
        expect(copies.has(template.slug)).toBe(false);
      }
    }
  });
});
