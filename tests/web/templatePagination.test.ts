// The template dialog's paging (spec sections 2 and 9: 24 a page, First, Previous, up to 5 numbered
// buttons, Next, Last): the button window, and that the cursor the dialog builds for page N opens
// exactly that page of the real server's connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCount, pageCursor, pageWindow, PICKER_PAGE_SIZE } from '../../web/features/templates/pagination';
import { createTestApp, type TestApp } from '../helpers/testApp';

describe('page buttons', () => {
  it('shows at most 5 consecutive pages, the current one centred where it can be', () => {
    expect(pageWindow(1, 209)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 209)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(100, 209)).toEqual([98, 99, 100, 101, 102]);
    expect(pageWindow(208, 209)).toEqual([205, 206, 207, 208, 209]);
    expect(pageWindow(209, 209)).toEqual([205, 206, 207, 208, 209]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('counts pages of 24, with page 1 even for an empty list', () => {
    expect(PICKER_PAGE_SIZE).toBe(24);
    expect(pageCount(5000)).toBe(209);
    expect(pageCount(100)).toBe(5);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(0)).toBe(1);
  });
});

describe('page cursors against the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const QUERY = `query ($first: Int, $after: String, $category: String) {
    templates(first: $first, after: $after, category: $category) { edges { node { slug } } }
  }`;
  type Result = { templates: { edges: { node: { slug: string } }[] } };
  const slugs = async (variables: Record<string, unknown>) => {
    const { body } = await app.graphql<Result>(QUERY, variables);
    expect(body.errors).toBeUndefined();
    return body.data!.templates.edges.map((edge) => edge.node.slug);
  };

  it('page N starts right after the last template of page N-1', async () => {
    const all = await slugs({ category: 'popular', first: 100 });
    expect(pageCursor(1)).toBeNull();
    for (const page of [1, 2, 3, 5]) {
      const expected = all.slice((page - 1) * 24, page * 24);
      expect(await slugs({ category: 'popular', first: 24, after: pageCursor(page) })).toEqual(expected);
    }
    // The popular list's cards (its 100 templates, copies of a real meme folded into it) end on page 5.
    expect(all.length).toBeGreaterThan(96);
    expect(await slugs({ category: 'popular', first: 24, after: pageCursor(5) })).toEqual(all.slice(96));
  });
});
