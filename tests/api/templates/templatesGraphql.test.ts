// The public template and sticker API over HTTP: templates connection, template(id),
// randomTemplates, stickers, and the sticker artwork route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { templateCatalogue } from '../../../api/templates/catalogue/catalogue';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const PAGE = `query ($search: String, $category: String, $kind: TemplateKind, $first: Int, $after: String, $foldLayouts: Boolean) {
  templates(search: $search, category: $category, kind: $kind, first: $first, after: $after, foldLayouts: $foldLayouts) {
    totalCount
    entryCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id slug name isGif category } }
  }
}`;
type Page = {
  templates: {
    totalCount: number;
    entryCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: { node: { id: string; slug: string; name: string; isGif: boolean; category: string } }[];
  };
};

describe('templates connection', () => {
  it('pages through a category with first/after: every template once, totalCount throughout', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const { body } = await app.graphql<Page>(PAGE, { category: 'popular', first: 24, after, foldLayouts: false });
      expect(body.errors).toBeUndefined();
      const { templates } = body.data!;
      expect(templates.totalCount).toBe(100);
      seen.push(...templates.edges.map((edge) => edge.node.slug));
      if (!templates.pageInfo.hasNextPage) break;
      after = templates.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(100);
    expect(new Set(seen).size).toBe(100);
    expect(seen[0]).toBe('drake-hotline-bling');
  });

  it('serves pages within the cost limit, which counts `first` whether literal or variable', async () => {
    const FULL = `query ($first: Int) { templates(first: $first) { totalCount pageInfo { hasNextPage endCursor }
      edges { cursor node { id slug name url width height category isGif popularity tags
        textPositions { id position x y width fontSize textAlign color defaultText } } } } }`;
    const { body } = await app.graphql(FULL, { first: 40 });
    expect(body.errors).toBeUndefined();
    expect(body.data.templates.edges).toHaveLength(40);
    // Every field of 100 templates costs 10681: asked as a variable or a literal, it is refused.
    expect((await app.graphql(FULL, { first: 100 })).body.errors?.[0]?.message).toMatch(/cost limit of 5000 exceeded, found 10682/);
    // A picker's fields fit a page of 100.
    const slim = await app.graphql('query ($first: Int) { templates(first: $first) { totalCount edges { node { id slug name url isGif category } } } }', {
      first: 100,
    });
    expect(slim.body.data.templates.edges).toHaveLength(100);
  });

  it("opens a numbered page from an offset cursor, as the dialog's page buttons do", async () => {
    const third = await app.graphql<Page>(PAGE, { first: 24, after: Buffer.from('OffsetConnection:47').toString('base64') });
    const all = await app.graphql<Page>(PAGE, { first: 72 });
    expect(third.body.data!.templates.edges.map((edge) => edge.node.slug)).toEqual(all.body.data!.templates.edges.slice(48).map((edge) => edge.node.slug));
  });

  it('searches with the spec scoring and counts all matches', async () => {
    const { body } = await app.graphql<Page>(PAGE, { search: 'drake', first: 5, foldLayouts: false });
    expect(body.data!.templates.edges[0]!.node.name).toBe('Drake Hotline Bling');
    // Every Drake picture (Drake Hotline Bling, Drake Blank) with all its variants.
    const drakes = templateCatalogue().filter((template) => ['drake-hotline-bling', 'drake-blank'].includes(template.pictureOf));
    expect(body.data!.templates.totalCount).toBe(drakes.length);
    expect(body.data!.templates.entryCount).toBe(drakes.length);
    expect(body.data!.templates.edges).toHaveLength(5);
  });

  it('defaults to all 5000 templates, 20 per page, and filters GIFs', async () => {
    const all = await app.graphql<Page>(PAGE, { foldLayouts: false });
    expect(all.body.data!.templates.totalCount).toBe(5000);
    expect(all.body.data!.templates.edges).toHaveLength(20);
    const gifs = await app.graphql<Page>(PAGE, { kind: 'GIF', first: 100, foldLayouts: false });
    expect(gifs.body.data!.templates.totalCount).toBe(templateCatalogue().filter((template) => template.isGif).length);
    expect(gifs.body.data!.templates.totalCount).toBeGreaterThanOrEqual(250);
    expect(gifs.body.data!.templates.edges.every((edge) => edge.node.isGif)).toBe(true);
  });

  it('refuses pages over 100, foreign cursors and unknown categories with a message', async () => {
    const tooMany = await app.graphql(PAGE, { first: 101 });
    expect(tooMany.body.errors?.[0]).toMatchObject({ message: '`first` must be between 0 and 100.', extensions: { code: 'BAD_USER_INPUT' } });
    const badCursor = await app.graphql(PAGE, { after: 'not-a-cursor' });
    expect(badCursor.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await app.graphql(PAGE, { category: 'memes-of-the-week' });
    expect(unknown.body.errors?.[0]?.message).toContain("Unknown template category 'memes-of-the-week'");
  });
});

describe('template(id) and node(id)', () => {
  const TEMPLATE = `query ($id: ID!) {
    template(id: $id) { id slug name url width height category isGif popularity tags
      textPositions { id position x y width fontSize textAlign color rotation defaultText } }
  }`;

  it('finds a template by slug or by global id, with its text positions', async () => {
    const bySlug = await app.graphql(TEMPLATE, { id: 'drake-hotline-bling' });
    const template = bySlug.body.data.template;
    expect(template).toMatchObject({
      slug: 'drake-hotline-bling',
      name: 'Drake Hotline Bling',
      url: '/media/templates/drake-hotline-bling.jpg',
      width: 1200,
      height: 1200,
      category: 'comparison',
      isGif: false,
    });
    expect(template.textPositions).toHaveLength(2);
    expect(template.textPositions[0]).toMatchObject({
      id: 'drake-hotline-bling:text-1',
      position: 'CUSTOM',
      x: 75,
      y: 25,
      textAlign: 'CENTER',
      color: '#000000',
    });
    const byGlobalId = await app.graphql(TEMPLATE, { id: template.id });
    expect(byGlobalId.body.data.template).toEqual(template);
    const node = await app.graphql('query ($id: ID!) { node(id: $id) { __typename ... on Template { slug } } }', { id: template.id });
    expect(node.body.data.node).toEqual({ __typename: 'Template', slug: 'drake-hotline-bling' });
    const sticker = await app.graphql('{ stickers(search: "fire") { id } }');
    const stickerNode = await app.graphql('query ($id: ID!) { node(id: $id) { __typename ... on Sticker { slug } } }', {
      id: sticker.body.data.stickers[0].id,
    });
    expect(stickerNode.body.data.node).toEqual({ __typename: 'Sticker', slug: 'fire' });
  });

  it("gives each caption box its rotation: Two Buttons' labels tilt with the buttons, upright boxes are 0", async () => {
    const ROTATIONS = `query ($id: ID!) { template(id: $id) { textPositions { id rotation } } }`;
    const buttons = await app.graphql(ROTATIONS, { id: 'two-buttons' });
    expect(buttons.body.errors).toBeUndefined();
    // memegen's Daily Struggle angles (12.5° and 10.5° anticlockwise) as clockwise degrees.
    expect(buttons.body.data.template.textPositions).toEqual([
      { id: 'two-buttons:text-1', rotation: -12.5 },
      { id: 'two-buttons:text-2', rotation: -10.5 },
      { id: 'two-buttons:text-3', rotation: 0 },
    ]);
    const drake = await app.graphql(ROTATIONS, { id: 'drake-hotline-bling' });
    expect(drake.body.data.template.textPositions.map((box: { rotation: number }) => box.rotation)).toEqual([0, 0]);
  });

  it('is null for an unknown id', async () => {
    const { body } = await app.graphql(TEMPLATE, { id: 'no-such-template' });
    expect(body.errors).toBeUndefined();
    expect(body.data.template).toBeNull();
  });
});

describe('randomTemplates', () => {
  it('returns 6 distinct templates by default, and at most 24', async () => {
    const { body } = await app.graphql<{ randomTemplates: { slug: string }[] }>('{ randomTemplates { slug } }');
    expect(body.data!.randomTemplates).toHaveLength(6);
    expect(new Set(body.data!.randomTemplates.map((template) => template.slug)).size).toBe(6);
    const many = await app.graphql('{ randomTemplates(count: 25) { slug } }');
    expect(many.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("originalsOnly picks real templates only, and exclude keeps the ones on screen out (the template page's 'Show more templates')", async () => {
    const classics = new Set<string>();
    let after: string | undefined;
    do {
      const { body } = await app.graphql<Page>(PAGE, { category: 'classic', first: 100, after });
      for (const { node } of body.data!.templates.edges) classics.add(node.slug);
      after = body.data!.templates.pageInfo.hasNextPage ? body.data!.templates.pageInfo.endCursor : undefined;
    } while (after);
    expect(classics.size).toBeGreaterThan(12);

    const RANDOM = 'query ($exclude: [String!]) { randomTemplates(count: 6, originalsOnly: true, exclude: $exclude) { slug } }';
    let shown: string[] = [];
    for (let round = 0; round < 8; round += 1) {
      const { body } = await app.graphql<{ randomTemplates: { slug: string }[] }>(RANDOM, { exclude: shown });
      expect(body.errors).toBeUndefined();
      const next = body.data!.randomTemplates.map((template) => template.slug);
      expect(new Set(next).size).toBe(6);
      for (const slug of next) {
        expect(classics.has(slug), slug).toBe(true);
        expect(shown).not.toContain(slug);
      }
      shown = next;
    }
    const tooMany = await app.graphql(RANDOM, { exclude: Array.from({ length: 101 }, (_, index) => `t-${index}`) });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('stickers', () => {
  const STICKERS = 'query ($search: String, $category: StickerCategory) { stickers(search: $search, category: $category) { id slug name category url tags } }';
  type Stickers = { stickers: { slug: string; category: string; url: string }[] };

  it('lists the 14 built-in stickers in the four panel categories', async () => {
    const { body } = await app.graphql<Stickers>(STICKERS);
    expect(body.data!.stickers).toHaveLength(14);
    expect(new Set(body.data!.stickers.map((sticker) => sticker.category))).toEqual(new Set(['EMOJI', 'DECORATION', 'MEME', 'TEXT']));
    const emoji = await app.graphql<Stickers>(STICKERS, { category: 'EMOJI' });
    expect(emoji.body.data!.stickers.every((sticker) => sticker.category === 'EMOJI')).toBe(true);
  });

  it('searches names and tags; no match is an empty list', async () => {
    const love = await app.graphql<Stickers>(STICKERS, { search: 'LOVE' });
    expect(love.body.data!.stickers.map((sticker) => sticker.slug)).toEqual(['heart-eyes', 'heart']);
    const bubble = await app.graphql<Stickers>(STICKERS, { search: 'bubble', category: 'TEXT' });
    expect(bubble.body.data!.stickers.map((sticker) => sticker.slug)).toEqual(['speech-bubble', 'thought-bubble']);
    const none = await app.graphql<Stickers>(STICKERS, { search: 'submarine' });
    expect(none.body.data!.stickers).toEqual([]);
  });

  it('serves each sticker as a locked-down SVG with caching', async () => {
    const { body } = await app.graphql<Stickers>(STICKERS);
    for (const sticker of body.data!.stickers) {
      const response = await app.request(sticker.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|href=|on\w+=/i);
    }
    const first = await app.request('/media/stickers/fire.svg');
    const again = await app.request('/media/stickers/fire.svg', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await app.request('/media/stickers/nope.svg')).status).toBe(404);
  });
});
